package transport

import (
	"errors"
	"fmt"
	"time"
)

// Channel says how a message is delivered. The zero value is [ReliableOrdered].
type Channel uint8

const (
	// ReliableOrdered messages arrive exactly once and in the order they were
	// sent, up to [MaxMessage] bytes each; lost packets are resent.
	ReliableOrdered Channel = iota
	// Unreliable messages arrive at most once, in any order, or not at all, up
	// to [MaxUnreliable] bytes each.
	Unreliable
	// UnreliableSequenced messages are like [Unreliable] ones, but one older
	// than a message already delivered on this channel is dropped: use it for
	// state where only the newest counts (positions, inputs with history).
	UnreliableSequenced
	numChannels
)

// String returns the channel's name, such as "ReliableOrdered".
func (c Channel) String() string {
	switch c {
	case ReliableOrdered:
		return "ReliableOrdered"
	case Unreliable:
		return "Unreliable"
	case UnreliableSequenced:
		return "UnreliableSequenced"
	}
	return fmt.Sprintf("Channel(%d)", uint8(c))
}

// PeerID names a connected peer of a transport. A server numbers its peers
// from 1 in the order they connect and never reuses a number; on a client the
// one peer is [ServerPeer].
type PeerID uint32

// ServerPeer is the peer a [Client] talks to: its server.
const ServerPeer PeerID = 0

// EventKind says what an [Event] reports.
type EventKind uint8

const (
	// Connected reports a peer that finished the handshake.
	Connected EventKind = iota + 1
	// Disconnected reports a peer that left; Event.Reason says why.
	Disconnected
	// Message reports a message from a peer; Event.Channel and Event.Data hold it.
	Message
)

// String returns the kind's name, such as "Message".
func (k EventKind) String() string {
	switch k {
	case Connected:
		return "Connected"
	case Disconnected:
		return "Disconnected"
	case Message:
		return "Message"
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// Reason says why a peer disconnected.
type Reason uint8

const (
	// ReasonNone is the zero value, used by events other than Disconnected.
	ReasonNone Reason = iota
	// ReasonClosed means this side called Disconnect or Close.
	ReasonClosed
	// ReasonRemote means the peer said it was leaving.
	ReasonRemote
	// ReasonTimeout means nothing arrived from the peer for Config.Timeout,
	// or a client's handshake did not finish in Config.ConnectTimeout.
	ReasonTimeout
	// ReasonDenied means the server refused the connection (it is full).
	ReasonDenied
	// ReasonProtocol means the peer broke the protocol (a reliable message
	// over MaxMessage, a reliable message outside the window).
	ReasonProtocol
)

// String returns the reason's name, such as "Timeout".
func (r Reason) String() string {
	names := [...]string{"None", "Closed", "Remote", "Timeout", "Denied", "Protocol"}
	if int(r) < len(names) {
		return names[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Event is one thing that happened on a transport, returned by Poll.
type Event struct {
	Kind EventKind
	// Peer is who the event is about: on a client always ServerPeer.
	Peer PeerID
	// Channel is the channel a Message came on.
	Channel Channel
	// Data is the message, for Message events. It belongs to the caller: the
	// transport never touches it again.
	Data []byte
	// Reason says why, for Disconnected events.
	Reason Reason
}

// Stats counts what went through one connection since it opened.
type Stats struct {
	// RTT is the smoothed round-trip time, measured from acknowledged packets
	// (an exponential average, 1/8 of each new sample). The unit is the
	// injected clock's: game time as passed to Poll.
	RTT time.Duration
	// Loss is the estimated fraction (0..1) of sent packets that were never
	// acknowledged, over the packets old enough to judge.
	Loss float64
	// BytesIn and BytesOut count whole packets, headers included.
	BytesIn, BytesOut uint64
	// PacketsIn and PacketsOut count packets received (accepted) and sent.
	PacketsIn, PacketsOut uint64
	// Resends counts reliable fragments sent again because no acknowledgement
	// came in time.
	Resends uint64
	// Dropped counts packets or messages thrown away on arrival: malformed,
	// forged (wrong connection key), replayed or duplicate packets, duplicate
	// reliable fragments and stale sequenced messages.
	Dropped uint64
	// Unsent counts unreliable messages given to Send that never left because
	// the per-Poll send budget was spent.
	Unsent uint64
}

// Transport carries messages between this program and its peers. Both ends,
// [Server] and [Client], implement it. A Transport is not safe for concurrent
// use: call it from the game's goroutine. Nothing in it reads a clock: time
// comes in through Poll.
type Transport interface {
	// Send queues data for peer on channel ch; Poll transmits it. Send copies
	// data. It returns an error wrapping ErrTooLarge if data is over the
	// channel's cap (MaxMessage for ReliableOrdered, MaxUnreliable otherwise),
	// ErrUnknownPeer if peer is not connected, ErrBadChannel for a channel
	// that does not exist, ErrBacklog if MaxBacklog bytes of reliable
	// messages already wait for the peer, and ErrClosed after Close.
	Send(peer PeerID, ch Channel, data []byte) error
	// Poll reads what arrived, resends what was not acknowledged, sends what
	// was queued (and acknowledgements and keepalives), times peers out, and
	// appends the events since the last Poll to events in arrival order.
	// now is the current time on the caller's clock; it must not go back.
	Poll(now time.Duration, events []Event) []Event
	// Stats returns the counters of peer's connection, or zero Stats if
	// there is no such peer.
	Stats(peer PeerID) Stats
	// Disconnect tells peer this side is leaving and forgets it; a
	// Disconnected event with ReasonClosed follows at the next Poll.
	// Disconnecting an unknown peer does nothing.
	Disconnect(peer PeerID)
	// Close disconnects every peer and releases the sockets.
	Close() error
}

var (
	// ErrTooLarge is wrapped by Send for a message over its channel's cap.
	ErrTooLarge = errors.New("transport: message too large")
	// ErrUnknownPeer is wrapped by Send for a peer that is not connected.
	ErrUnknownPeer = errors.New("transport: unknown peer")
	// ErrBadChannel is wrapped by Send for a channel that does not exist.
	ErrBadChannel = errors.New("transport: no such channel")
	// ErrBacklog is wrapped by Send for a reliable message that would take
	// the connection's queue over MaxBacklog; try again after a Poll.
	ErrBacklog = errors.New("transport: too many reliable messages waiting")
	// ErrClosed is wrapped by Send after Close.
	ErrClosed = errors.New("transport: closed")
)
