/** The part of autocannon 9 that scripts/bench.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    /** One target, or several: connections go to each in turn. */
    url: string | string[]
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  type Histogram = {average: number; p50: number; p99: number; total: number}
  export type Result = {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
