/**
 * One input as the clauses read it: the offsets of its components, found once by
 * `locateComponents` (src/components.ts), and each component sliced only when a clause asks for
 * it. A policy whose clauses look at the scheme alone never copies the path.
 */
import { type ComponentOffsets, type UriComponents, locateComponents } from '../components';
import { type HostFacts, hostFacts, hostName } from './hosts';

/** A part of the input: `text.slice(start, end)`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export class PolicyInput implements UriComponents<string> {
  private readonly at: ComponentOffsets;
  private hostText: string | undefined;
  private kind: string | undefined;
  private normalizedName: string | undefined;
  private readFacts: HostFacts | undefined;

  constructor(
    readonly text: string,
    private readonly hostKindOf: (host: string) => string,
  ) {
    this.at = locateComponents(text);
  }

  get scheme(): string | undefined {
    const { schemeEnd } = this.at;
    return schemeEnd === -1 ? undefined : this.text.slice(0, schemeEnd);
  }

  get authority(): string | undefined {
    const { authorityStart, pathStart } = this.at;
    return authorityStart === -1 ? undefined : this.text.slice(authorityStart, pathStart);
  }

  get userinfo(): string | undefined {
    const { authorityStart, userinfoEnd } = this.at;
    return userinfoEnd === -1 ? undefined : this.text.slice(authorityStart, userinfoEnd);
  }

  get host(): string | undefined {
    const { authorityStart, hostStart, hostEnd } = this.at;
    if (authorityStart === -1) return undefined;
    return (this.hostText ??= this.text.slice(hostStart, hostEnd));
  }

  get hostKind(): string | undefined {
    const { host } = this;
    return host === undefined ? undefined : (this.kind ??= this.hostKindOf(host));
  }

  /** The host normalized as a name (`hostName`); read only for a host. */
  get name(): string {
    return (this.normalizedName ??= hostName(this.host!));
  }

  /** What the host denotes (`hostFacts`); read only for a host. */
  get facts(): HostFacts {
    return (this.readFacts ??= hostFacts(this.host!, this.hostKind));
  }

  get port(): string | undefined {
    // Without an authority the host's end is the path's start too.
    const { hostEnd, pathStart } = this.at;
    return hostEnd === pathStart ? undefined : this.text.slice(hostEnd + 1, pathStart);
  }

  get path(): string {
    return this.text.slice(this.at.pathStart, this.at.pathEnd);
  }

  get query(): string | undefined {
    const { pathEnd, end } = this.at;
    return pathEnd < end ? this.text.slice(pathEnd + 1, end) : undefined;
  }

  get fragment(): string | undefined {
    const { end } = this.at;
    return end < this.text.length ? this.text.slice(end + 1) : undefined;
  }

  /** Where the authority starts, after "scheme:" (where it would be when there is none). */
  authorityStart(): number {
    return this.at.schemeEnd + 1;
  }

  /** The authority with its "//"; where it would start, empty, when there is none. */
  authoritySpan(): Span {
    // Without an authority the path starts where the authority would.
    return { start: this.authorityStart(), end: this.at.pathStart };
  }

  userinfoSpan(): Span {
    return { start: this.at.authorityStart, end: this.at.userinfoEnd };
  }

  hostSpan(): Span {
    return { start: this.at.hostStart, end: this.at.hostEnd };
  }

  /** The port; where it would stand (after the host) when none is written. */
  portSpan(): Span {
    const { hostEnd, pathStart } = this.at;
    return hostEnd === pathStart
      ? { start: hostEnd, end: hostEnd }
      : { start: hostEnd + 1, end: pathStart };
  }

  pathSpan(): Span {
    return { start: this.at.pathStart, end: this.at.pathEnd };
  }

  /** The query with its "?". */
  querySpan(): Span {
    return { start: this.at.pathEnd, end: this.at.end };
  }

  /** The fragment with its "#". */
  fragmentSpan(): Span {
    return { start: this.at.end, end: this.text.length };
  }
}
