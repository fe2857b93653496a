import type { PrivateFileGate } from "./serve-file.server";

/**
 * Resumes are private. Until the resume feature decides who may read them, nobody is served one;
 * answering 404 reveals nothing about which objects exist.
 */
export const resumeGate: PrivateFileGate = async () => ({ allow: false, status: 404 });
