/**
 * A small XML reader for machine-written reports (Catch2's XML reporter): elements, attributes and
 * their line numbers. Text content is skipped, comments, processing instructions, CDATA and DOCTYPE
 * are passed over. Not a general XML parser: no namespaces, no DTD entities; enough to read what
 * test reporters write, and strict about what is broken (an unclosed tag is an error, not a guess).
 */
import type { InputError } from '../../core/errors.js';
export interface XmlElementEvent {
    kind: 'open';
    name: string;
    attributes: Map<string, string>;
    line: number;
    /** `<x/>`: the element is closed too, no matching close event follows. */
    selfClosing: boolean;
}
interface XmlCloseEvent {
    kind: 'close';
    name: string;
    line: number;
}
type XmlEvent = XmlElementEvent | XmlCloseEvent;
/** Builds the error thrown for malformed XML: the caller knows the file. */
type XmlErrorFactory = (line: number, what: string) => InputError;
/** Decodes &amp; &lt; &gt; &quot; &apos; and numeric references; an unknown entity is an error. */
export declare function decodeEntities(text: string, line: number, fail: XmlErrorFactory): string;
/** All element events of a document, in order; checks that elements nest and close properly. */
export declare function readXml(text: string, fail: XmlErrorFactory): XmlEvent[];
export {};
