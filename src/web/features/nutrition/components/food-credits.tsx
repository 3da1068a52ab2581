// Where the food data comes from, with credit to each source (issue 18; docs/food-data.md has the method).
export function FoodCredits() {
  return (
    <details className="group rounded-3xl border border-forest-900/10 bg-white/70 px-5 py-4 text-sm text-ink/75 sm:px-7">
      <summary className="cursor-pointer list-none font-semibold text-forest-950 marker:hidden">
        <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden="true">
          ›
        </span>
        About the food data
      </summary>
      <div className="mt-3 space-y-2 leading-relaxed">
        <p>
          <strong className="text-forest-950">Indian dishes as eaten:</strong> Indian Nutrient Databank
          (INDB), release 2024.11, Anuvaad Solutions; Vijayakumar A. et al., Current Developments in
          Nutrition, 2024. We checked every dish&apos;s energy against its macros; dishes whose frying oil was
          counted in full are corrected, and a few rows that contradict themselves are left out.
        </p>
        <p>
          <strong className="text-forest-950">Indian ingredients:</strong> Indian Food Composition Tables
          2017, Longvah T. et al., National Institute of Nutrition, Hyderabad.
        </p>
        <p>
          <strong className="text-forest-950">Everyday US foods and household portions:</strong> USDA National
          Nutrient Database for Standard Reference, Release 26, U.S. Department of Agriculture (public
          domain).
        </p>
        <p>
          <strong className="text-forest-950">
            Dal, masala chai, chicken biryani, dosa, poha and a few more:
          </strong>{' '}
          our own standard recipes, computed from those tables the way INDB computes its dishes.
        </p>
        <p className="text-xs text-ink/60">
          Values are per 100 g as eaten; carbohydrate is available carbohydrate (fiber counted apart). A
          katori is about 150 ml.
        </p>
      </div>
    </details>
  );
}
