/* The program of the instruction-count study: an FNV-1a style hash over WORK_SCALE/1000 x 20 million
 * steps (about 20 ms of one core here). WORK_SCALE=1010 does 1% more work than WORK_SCALE=1000;
 * both values have four digits, so the environment, which the C library's start-up reads, is the
 * same size either way. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const char *scale = getenv("WORK_SCALE");
  long n = 20000000L * (scale ? atol(scale) : 1000) / 1000;
  uint64_t h = 1469598103934665603ULL;
  for (long i = 0; i < n; i++) {
    h ^= (uint64_t)i;
    h *= 1099511628211ULL;
  }
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
