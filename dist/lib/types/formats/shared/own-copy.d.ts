/**
 * A string cut from a large input text, as a string of its own. V8 makes a slice of 13 characters or
 * more (what `slice`, `split` and regular expression captures give) a view into the string it was cut
 * from, which then stays in memory as long as the slice does: one benchmark name kept in a document
 * would keep a whole 10 MB log alive with it. For the few strings a reader keeps (names, units,
 * packages), not for every field it reads.
 */
/**
 * `s` in a string of its own. Joining makes a new string that the slice of it is then cut from, and
 * that new string holds the characters themselves (what V8 does, not what the language promises: the
 * result is `s` either way, and at worst the text stays in memory).
 */
export declare function ownCopy(s: string): string;
