/**
 * `compute` of an object, computed once per object (a WeakMap, so nothing is kept alive), with
 * the last object and its value kept beside it. The keys here are automaton states' expected
 * lists: refusals in a row are often in one state (a loop over one kind of mistake), and then
 * the value costs a comparison, not a WeakMap's hash lookup.
 */
export function memoByIdentity<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  let lastKey: K | undefined;
  let lastValue: V | undefined;
  return (key) => {
    if (key === lastKey) return lastValue as V;
    let value = values.get(key);
    if (value === undefined) {
      value = compute(key);
      values.set(key, value);
    }
    lastKey = key;
    lastValue = value;
    return value;
  };
}
