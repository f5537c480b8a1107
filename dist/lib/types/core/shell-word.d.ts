/**
 * A shell word: as it is when plainly safe, else single-quoted; ANSI-C quoted when it holds what no one
 * can see. A leading = is quoted: zsh expands `=name` to the path of the command `name`.
 */
export declare function shellQuote(word: string): string;
/**
 * A path as a shell word that no command takes for an option: quoting does not stop a word from
 * starting with -, so a relative path such as `-o` or `--baseline=x.json` is written `./-o`, the same
 * file. (Not `--`: the command runs through npx, and git add and promote would each need their own.)
 */
export declare function pathWord(path: string): string;
