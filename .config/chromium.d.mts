export declare const chromiumPath: string;
export declare const headlessShellPath: string;
export declare const findTestChromium: () => string;
export declare const testChromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const testChromiumLaunchOptions: { executablePath: string; args: string[] };
