// The 404 page logs the path that does not exist (spec.md "404"), for whoever opens the console.
console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
