package transport

import (
	"cmp"
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
)

// Conditions describe a bad network for a [Conditioner]. The zero value is a
// perfect one.
type Conditions struct {
	// Latency is added to every packet's trip, one way.
	Latency time.Duration
	// Jitter is the most a packet is delayed beyond Latency, drawn uniformly
	// from 0..Jitter; packets overtake one another when it is larger than
	// the time between them.
	Jitter time.Duration
	// Loss is the chance (0..1) a packet is lost.
	Loss float64
	// Duplicate is the chance (0..1) a packet arrives twice.
	Duplicate float64
	// Reorder is the chance (0..1) a packet is held back by another
	// Latency+Jitter+50 ms, so later ones overtake it.
	Reorder float64
	// Bandwidth is how many bytes per second leave the link; packets queue
	// behind one another, and a packet that would wait more than a second
	// is dropped (a full router queue). The default (zero) is unlimited.
	Bandwidth int
}

// Conditioner wraps a [Link] and makes its sent packets late, lost,
// duplicated, reordered and throttled as its [Conditions] say, drawing every
// chance from a seeded [griff.Rand] and every time from the transport's
// clock: the same seed and the same calls give the same packets. Packets are
// handed to the wrapped link at the first SendPacket or ReceivePackets call
// at or after their time, so a transport that polls every 16 ms delivers
// late packets on those ticks. It wraps a memory, UDP or WebSocket link
// alike.
type Conditioner struct {
	inner  Link
	cond   Conditions
	rng    *griff.Rand
	queue  []delayed // by time, then serial
	serial uint64
	busy   time.Duration // when the bandwidth limit frees up
}

type delayed struct {
	at     time.Duration
	serial uint64
	to     netip.AddrPort
	data   []byte
}

// NewConditioner returns inner with cond applied to what it sends, drawing
// chances from rng; a nil rng is a stream seeded with 0.
func NewConditioner(inner Link, cond Conditions, rng *griff.Rand) *Conditioner {
	if rng == nil {
		rng = griff.NewRand(0)
	}
	return &Conditioner{inner: inner, cond: cond, rng: rng}
}

// SendPacket implements [Link.SendPacket].
func (c *Conditioner) SendPacket(now time.Duration, to netip.AddrPort, packet []byte) error {
	c.release(now)
	if c.rng.Chance(c.cond.Loss) {
		return nil
	}
	copies := 1
	if c.rng.Chance(c.cond.Duplicate) {
		copies = 2
	}
	for range copies {
		at := now
		if c.cond.Bandwidth > 0 {
			c.busy = max(c.busy, now) + time.Duration(len(packet))*time.Second/time.Duration(c.cond.Bandwidth)
			if c.busy-now > time.Second {
				c.busy -= time.Duration(len(packet)) * time.Second / time.Duration(c.cond.Bandwidth)
				return nil
			}
			at = c.busy
		}
		at += c.cond.Latency
		if c.cond.Jitter > 0 {
			at += time.Duration(c.rng.IntN(int(c.cond.Jitter) + 1))
		}
		if c.rng.Chance(c.cond.Reorder) {
			at += c.cond.Latency + c.cond.Jitter + 50*time.Millisecond
		}
		c.push(delayed{at: at, serial: c.serial, to: to, data: append([]byte(nil), packet...)})
		c.serial++
	}
	c.release(now)
	return nil
}

func (c *Conditioner) push(d delayed) {
	i, _ := slices.BinarySearchFunc(c.queue, d, func(a, b delayed) int {
		if a.at != b.at {
			return cmp.Compare(a.at, b.at)
		}
		return cmp.Compare(a.serial, b.serial)
	})
	c.queue = slices.Insert(c.queue, i, d)
}

// release hands the packets due by now to the wrapped link.
func (c *Conditioner) release(now time.Duration) {
	n := 0
	for n < len(c.queue) && c.queue[n].at <= now {
		d := c.queue[n]
		c.inner.SendPacket(now, d.to, d.data)
		n++
	}
	if n > 0 {
		clear(c.queue[:n])
		c.queue = c.queue[n:]
	}
}

// ReceivePackets implements [Link.ReceivePackets]: it first sends what is
// due, then receives from the wrapped link unchanged.
func (c *Conditioner) ReceivePackets(now time.Duration, fn func(from netip.AddrPort, packet []byte)) {
	c.release(now)
	c.inner.ReceivePackets(now, fn)
}

// Close implements [Link.Close]; packets still held are lost.
func (c *Conditioner) Close() error {
	c.queue = nil
	return c.inner.Close()
}

// ParseConditions reads Conditions from a comma-separated list of
// name=value pairs, the player's --conditions flag: latency and jitter take
// durations ("100ms"), loss, duplicate and reorder chances from 0 to 1,
// bandwidth bytes a second; "latency=100ms,jitter=20ms,loss=0.1". Names
// left out are zero; "" is a perfect network. It returns an error naming
// the pair for an unknown name, a malformed pair or a value out of range.
func ParseConditions(s string) (Conditions, error) {
	var c Conditions
	for _, pair := range strings.Split(s, ",") {
		pair = strings.TrimSpace(pair)
		if pair == "" {
			continue
		}
		name, value, ok := strings.Cut(pair, "=")
		if !ok {
			return Conditions{}, fmt.Errorf("transport: conditions: %q is not name=value", pair)
		}
		if err := c.set(strings.TrimSpace(name), strings.TrimSpace(value)); err != nil {
			return Conditions{}, fmt.Errorf("transport: conditions: %q: %w", pair, err)
		}
	}
	return c, nil
}

// set sets the field name of c from value.
func (c *Conditions) set(name, value string) error {
	switch name {
	case "latency", "jitter":
		d, err := time.ParseDuration(value)
		if err != nil || d < 0 || d > time.Minute {
			return fmt.Errorf("want a duration from 0 to 1m, such as 100ms")
		}
		if name == "latency" {
			c.Latency = d
		} else {
			c.Jitter = d
		}
	case "loss", "duplicate", "reorder":
		f, err := strconv.ParseFloat(value, 64)
		if err != nil || !(f >= 0 && f <= 1) {
			return fmt.Errorf("want a chance from 0 to 1")
		}
		switch name {
		case "loss":
			c.Loss = f
		case "duplicate":
			c.Duplicate = f
		default:
			c.Reorder = f
		}
	case "bandwidth":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 {
			return fmt.Errorf("want bytes a second, 0 or more")
		}
		c.Bandwidth = n
	default:
		return fmt.Errorf("unknown; want latency, jitter, loss, duplicate, reorder or bandwidth")
	}
	return nil
}
