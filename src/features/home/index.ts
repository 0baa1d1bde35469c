// Home area: the page is reached through the route table (src/app/routes.tsx).
export {};
