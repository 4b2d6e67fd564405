/**
 * Reading the objects callers pass in: options and components.
 *
 * Only own data properties count. A polluted `Object.prototype` (`Object.prototype.level =
 * 'syntax'`) therefore changes no answer, and an inherited `host` is not a host. Getters are
 * refused rather than called, and a Proxy whose trap throws becomes a TypeError, so what escapes
 * is always a TypeError that names the call and the property.
 */

const NO_OPTIONS: object = Object.freeze(Object.create(null) as object);

/** `options` as an object to read from: none at all is `{}`; anything but an object is a TypeError. */
export function optionsObject(options: unknown, where: string): object {
  if (options === undefined) return NO_OPTIONS;
  if ((typeof options !== 'object' && typeof options !== 'function') || options === null) {
    throw new TypeError(
      `${where}: options must be an object, got ${options === null ? 'null' : typeof options}`,
    );
  }
  return options;
}

/** The value of `object`'s own data property `name`, or undefined when it has none. */
export function ownProperty(object: object, name: string, where: string): unknown {
  let descriptor: PropertyDescriptor | undefined;
  try {
    descriptor = Reflect.getOwnPropertyDescriptor(object, name);
  } catch {
    throw new TypeError(`${where}: ${name} could not be read from the object given`);
  }
  if (descriptor === undefined) return undefined;
  if (!Object.hasOwn(descriptor, 'value')) {
    throw new TypeError(`${where}: ${name} must be a plain value, not a getter`);
  }
  return descriptor.value;
}

/** `options[name]` read as an own data property; `options` may be undefined. */
export function option(options: unknown, name: string, where: string): unknown {
  return ownProperty(optionsObject(options, where), name, where);
}

/**
 * The named own properties of a components object, copied into a fresh object, so that what is
 * checked is what is used: a Proxy cannot answer one value to the check and another to the use.
 */
export function ownFields<Name extends string>(
  object: unknown,
  names: readonly Name[],
  where: string,
): Record<Name, unknown> {
  if ((typeof object !== 'object' && typeof object !== 'function') || object === null) {
    throw new TypeError(
      `${where}: components must be an object, got ${object === null ? 'null' : typeof object}`,
    );
  }
  const fields = Object.create(null) as Record<Name, unknown>;
  for (const name of names) fields[name] = ownProperty(object, name, where);
  return fields;
}
