// The menu's loading state: card-shaped placeholders with a soft pulse (still under reduced motion).
function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[28px] bg-white ring-1 ring-forest-900/5">
      <div className="flex aspect-[16/11] items-center justify-center bg-saffron-100/60">
        <div className="h-3/4 w-auto aspect-square rounded-full bg-white/70" />
      </div>
      <div className="space-y-3 p-7">
        <div className="h-3 w-20 rounded-full bg-forest-100" />
        <div className="h-6 w-3/4 rounded-full bg-forest-100" />
        <div className="h-4 w-full rounded-full bg-forest-50" />
        <div className="h-4 w-2/3 rounded-full bg-forest-50" />
        <div className="grid grid-cols-2 gap-3 pt-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-8 rounded-full bg-forest-50" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function MenuSkeleton() {
  return (
    <div className="grid gap-6 motion-safe:animate-pulse md:grid-cols-2 lg:gap-8" role="status">
      <span className="sr-only">Loading this week’s menu…</span>
      {[0, 1, 2, 3].map((i) => (
        <CardSkeleton key={i} />
      ))}
      <div className="h-96 rounded-[32px] bg-forest-900/10 md:col-span-2" />
    </div>
  );
}
