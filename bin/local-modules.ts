/**
 * The local stack's modules, loaded when a command needs them: they take seconds to load, which `tas run` in a CI
 * job should not pay. (Kept out of tas.ts, whose source tsx's dynamic-import lexer fails to parse.)
 */
export const loadLocalStack = () => import('../lib/local/stack');
export const loadAdminTarget = () => import('../lib/local/admin-target');
