export declare const debianNginxPath: string;
export declare const nginxPath: string;
export declare const brotliStaticModule: string;
export declare const nginxPackages: string[];
