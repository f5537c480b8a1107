// Small Go benchmarks whose run-to-run noise the decision-quality replay uses (collect.mjs runs
// them with -count). They measure nothing about bench-gate; they are here to be noisy the way
// real Go benchmarks are.
package noise

import (
	"crypto/sha256"
	"encoding/json"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var sink int

// slowFactor makes BenchmarkSHA256 do this many times its work (NOISE_SLOW=1.10: 10% more bytes to
// hash, so about 10% slower): a real slowdown of known size for the A/B measurement
// (bench/decision-quality/ab/collect.mjs --inject), not one multiplied in after the fact.
func slowFactor() float64 {
	f, err := strconv.ParseFloat(os.Getenv("NOISE_SLOW"), 64)
	if err != nil || f <= 0 {
		return 1
	}
	return f
}

func BenchmarkSortInts(b *testing.B) {
	data := make([]int, 2000)
	for i := 0; i < b.N; i++ {
		for j := range data {
			data[j] = (j * 7919) % 2003
		}
		sort.Ints(data)
	}
	sink += data[0]
}

func BenchmarkMapInsert(b *testing.B) {
	for i := 0; i < b.N; i++ {
		m := make(map[int]int)
		for j := 0; j < 1000; j++ {
			m[j*31] = j
		}
		sink += len(m)
	}
}

func BenchmarkStringBuilder(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var sb strings.Builder
		for j := 0; j < 200; j++ {
			sb.WriteString(strconv.Itoa(j))
		}
		sink += sb.Len()
	}
}

func BenchmarkSHA256(b *testing.B) {
	buf := make([]byte, int(4096*slowFactor()))
	b.SetBytes(4096)
	for i := 0; i < b.N; i++ {
		sum := sha256.Sum256(buf)
		sink += int(sum[0])
	}
}

type record struct {
	Name  string   `json:"name"`
	Value float64  `json:"value"`
	Tags  []string `json:"tags"`
}

func BenchmarkJSONRoundTrip(b *testing.B) {
	in := make([]record, 50)
	for j := range in {
		in[j] = record{Name: "bench" + strconv.Itoa(j), Value: float64(j) * 1.5, Tags: []string{"a", "b"}}
	}
	for i := 0; i < b.N; i++ {
		data, _ := json.Marshal(in)
		var out []record
		_ = json.Unmarshal(data, &out)
		sink += len(out)
	}
}

func BenchmarkAllocSlices(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := make([][]byte, 0, 64)
		for j := 0; j < 64; j++ {
			s = append(s, make([]byte, 256))
		}
		sink += len(s)
	}
}
