/** Lets the browser run what is waiting (a paint, a tap) before going on: the rest runs in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
