export declare function findChromium(): string | undefined;
export declare const chromiumMissingMessage: string;
export declare const chromiumArgs: string[];
