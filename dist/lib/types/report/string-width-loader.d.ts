export declare function loadStringWidth(): (text: string) => number;
