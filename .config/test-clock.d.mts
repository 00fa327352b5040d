export declare function middayOffset(now?: number): number;
export declare function shiftDate(offsetMs: number): void;
export declare function clockOffsetFromEnv(env?: Record<string, string | undefined>): number;
