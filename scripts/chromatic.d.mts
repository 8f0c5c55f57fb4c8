/** The chromatic command line (chromatic.mjs): build Storybook with our script; extra arguments after it. */
export declare function chromaticArgs(extra?: readonly string[]): string[];
