/** The languages the runtime ships texts for (LY-12): Chinese first, English one click away. */
export type Language = 'zh' | 'en';
