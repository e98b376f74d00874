package transport

import (
	"crypto/rand"
	"time"

	"github.com/griffengine/griff/griff"
)

// Sizes and windows. See the package documentation for where they come from.
const (
	// MaxPacket is the largest packet sent or accepted, in bytes (the UDP
	// payload). 1200 fits the smallest IPv6 path (1280 bytes less 48 of IPv6
	// and UDP headers) with room for tunnels; QUIC (RFC 9000, section 14) and
	// netcode.io pick the same number.
	MaxPacket = 1200
	// MaxUnreliable is the largest Unreliable or UnreliableSequenced message,
	// in bytes: what one packet holds after its headers. Such messages are
	// never split.
	MaxUnreliable = MaxPacket - dataHeaderSize - unitHeaderMax
	// FragmentSize is the payload of one fragment of a reliable message, in
	// bytes. A reliable message of n bytes travels as ceil(n/FragmentSize)
	// fragments (at least one).
	FragmentSize = MaxUnreliable
	// MaxMessage is the largest ReliableOrdered message, in bytes (1 MiB).
	MaxMessage = 1 << 20
	// MaxBacklog is how many bytes of reliable messages may wait for room
	// in the window on one connection (8 MiB); Send refuses more with
	// ErrBacklog, so a peer that cannot keep up costs bounded memory.
	MaxBacklog = 8 << 20
	// Window is how many reliable fragments may be sent and not yet
	// acknowledged on one connection. It holds one MaxMessage message (891
	// fragments); a message waits until the window has room for all of it.
	Window = 1024
)

// Config holds the settings of one transport end. The zero value means the
// defaults given on each field.
type Config struct {
	// Timeout is how long a connection lives without hearing from the peer.
	// The default (zero) value is 10 s.
	Timeout time.Duration
	// ConnectTimeout is how long a client tries to finish the handshake.
	// The default (zero) value is 5 s.
	ConnectTimeout time.Duration
	// KeepAlive is how long a connection may stay silent before it sends an
	// empty packet, so the peer does not time it out and acknowledgements
	// flow. The default (zero) value is 250 ms.
	KeepAlive time.Duration
	// AckDelay is how long a connection that received messages and has
	// nothing to send waits before it sends an empty packet that only
	// acknowledges them: acknowledgements ride on the next packet with
	// messages if one goes within it. A host's snapshots go every 50 ms (3
	// steps at 60 steps/s), so with the default its acknowledgements of a
	// player's 60 input packets a second ride on them: on the built-in game
	// that saved 40 packets, 700 bytes, a second per player. Round-trip
	// times measured by the peer grow by up to AckDelay, by half of it on
	// average. The default (zero) value is 50 ms; a negative value
	// acknowledges at the next Poll.
	AckDelay time.Duration
	// Retry is how often a client repeats a handshake packet that has no
	// answer yet. The default (zero) value is 100 ms.
	Retry time.Duration
	// MaxPeers is how many peers a server holds at once; more are denied.
	// The default (zero) value is 256.
	MaxPeers int
	// SendBudget is how many packets one connection sends per Poll at most
	// (32 packets of MaxPacket bytes per Poll at 60 Polls a second is about
	// 2.3 MB/s). The default (zero) value is 32.
	SendBudget int
	// Secret keys the server's challenge tokens and connection keys. Servers
	// sharing a secret accept each other's tokens. The default (nil) is 32
	// bytes from crypto/rand, drawn when the server starts.
	Secret []byte
	// Rand, if set, draws a client's handshake salt, so tests are repeatable;
	// the default (nil) draws it from crypto/rand.
	Rand *griff.Rand
}

// resolved returns c with every zero field set to its default.
func (c Config) resolved() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.Timeout, 10*time.Second)
	def(&c.ConnectTimeout, 5*time.Second)
	def(&c.KeepAlive, 250*time.Millisecond)
	if c.AckDelay == 0 {
		c.AckDelay = 50 * time.Millisecond
	}
	def(&c.Retry, 100*time.Millisecond)
	if c.MaxPeers <= 0 {
		c.MaxPeers = 256
	}
	if c.SendBudget <= 0 {
		c.SendBudget = 32
	}
	if len(c.Secret) == 0 {
		c.Secret = make([]byte, 32)
		rand.Read(c.Secret)
	}
	return c
}

// salt returns a random handshake salt.
func (c *Config) salt() uint64 {
	if c.Rand != nil {
		return c.Rand.Uint64()
	}
	var b [8]byte
	rand.Read(b[:])
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// Resend timing, after RFC 6298 (Computing TCP's Retransmission Timer): the
// resend timeout is the smoothed RTT plus four times its mean deviation,
// kept between minResend and maxResend; before the first sample it is
// firstResend.
const (
	minResend   = 20 * time.Millisecond
	maxResend   = time.Second
	firstResend = 200 * time.Millisecond
	// tokenSlot is the length of a challenge token's time slot: a token is
	// good in its slot and the next, so for 10 to 20 s.
	tokenSlot = 10 * time.Second
	// history is how many packet numbers back a connection remembers (about
	// 17 s of one packet a step at 60 steps a second, and more than a full
	// send budget in flight for RTTs up to half a second), for
	// acknowledgements and to drop replayed and duplicate packets.
	history = 1024
)
