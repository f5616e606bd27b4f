import {getServerConfig} from '../config'
import {routeLimiter} from '../http/rateLimit'
import {createMetricsCollector, type MetricsCollector} from './collector'
import {processCollector} from './processCollector'
import {metricsStoreFor} from './store'

/**
 * The metrics endpoint's collaborators, one per server process: the collector (flushed every
 * METRICS_FLUSH_SECONDS, and by the server entry before it exits) and its own rate limiter.
 */

/** The process's collector (./processCollector.ts: the server entry flushes the same one). */
export function getMetricsCollector(): MetricsCollector {
  return processCollector(() => {
    const {contact, metrics} = getServerConfig()
    const collector = createMetricsCollector(metricsStoreFor(contact), (error) =>
      console.error('[metrics] counts could not be stored; they are kept for the next flush', error),
    )
    // unref(): the timer never keeps a server told to stop from stopping.
    setInterval(() => void collector.flush(), metrics.flushMs).unref()
    return collector
  })
}

/** Sized for beacons (a few per page view), apart from the contact form's much lower limit. */
export const getMetricsRateLimiter = routeLimiter('metrics', () => getServerConfig().metrics.rateLimit)
