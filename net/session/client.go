package session

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
)

// JoinConfig says how a [Client] joins. The zero value joins as a new player
// named "player" with no commands.
type JoinConfig struct {
	// Name is the player's name, cut to MaxName bytes.
	Name string
	// Commands is the command table; it must match the host's.
	Commands *Commands
	// Player and Token, from an earlier Client's ID and Token, take a place
	// back within the grace period. Zero Token joins as a new player; a
	// Token that takes no place (the grace period ran out, or it is not
	// Player's) is refused (a Refused event), not made a new player.
	Player PlayerID
	Token  uint64
	// StepRate is the game's steps per second. Zero or less means 60; more
	// than MaxStepRate means MaxStepRate (so a step is never shorter than a
	// nanosecond, as runtime's clock does).
	StepRate int
	// SkipTypes leaves the component types out of the hello, so the host
	// compares none (see the package documentation, "Players of another
	// build"): for a client that reads no records into a scene (a bot, a
	// test that reads frames' bytes), whose build may differ from the
	// host's. By default (false) a player whose types differ is refused.
	SkipTypes bool
}

// MaxStepRate is the highest step rate a Client counts in: a million steps a
// second, runtime.MaxStepRate (net may not import runtime).
const MaxStepRate = 1_000_000

// Client is a player's end of a session, on a transport's client side. It
// must be used from the game's goroutine.
type Client struct {
	t       transport.Transport
	cfg     JoinConfig
	id      PlayerID
	token   uint64
	in      bool // welcomed
	lobby   lobby
	inputs  inputRing
	newest  griff.Tick // newest input step given
	frames  history
	latest  *Frame
	arrived time.Duration // when latest arrived
	now     time.Duration
	unacked bool   // a snapshot rebuilt since the last packet to the host
	closed  bool   // a Closed event was returned
	lost    bool   // closed by the transport, not by the host's goodbye or refusal
	refused bool   // the host refused this player
	why     string // the reason the host gave for ending the match
	dec     decoder
	unpack  unpacker
	events  []Event
	tev     []transport.Event
	buf     []byte
	types   *typeList // this build's component types, worked out at the hello
	// Dropped counts messages from the host that were malformed, or
	// snapshots whose baseline was gone.
	Dropped uint64
}

// NewClient returns a client that joins over t once t connects.
func NewClient(t transport.Transport, cfg JoinConfig) *Client {
	if cfg.Name == "" {
		cfg.Name = "player"
	}
	if len(cfg.Name) > MaxName {
		cfg.Name = cfg.Name[:MaxName]
	}
	if cfg.StepRate <= 0 {
		cfg.StepRate = 60
	}
	cfg.StepRate = min(cfg.StepRate, MaxStepRate)
	return &Client{t: t, cfg: cfg, newest: -1}
}

// ID returns the player's id, once welcomed (a Joined event).
func (c *Client) ID() PlayerID { return c.id }

// Token returns the token that takes this player's place back after a lost
// connection (see JoinConfig), once welcomed; 0 before.
func (c *Client) Token() uint64 { return c.token }

// Players returns the players the host last told of.
func (c *Client) Players() []Player { return c.lobby.players }

// Started reports whether the match started, and its first step.
func (c *Client) Started() (bool, griff.Tick) { return c.lobby.started, griff.Tick(c.lobby.start) }

// Latest returns the newest snapshot rebuilt, or nil.
func (c *Client) Latest() *Frame { return c.latest }

// Frame returns the rebuilt snapshot of step if it is kept, or nil.
func (c *Client) Frame(step griff.Tick) *Frame { return c.frames.find(step) }

// FramesAround returns the newest rebuilt snapshot at or before step and the
// oldest after it, of those kept (nil where there is none): the two a player
// draws between at step.
func (c *Client) FramesAround(step griff.Tick) (before, after *Frame) { return c.frames.around(step) }

// Arrived returns when the newest snapshot arrived, on Poll's clock.
func (c *Client) Arrived() time.Duration { return c.arrived }

// Ended reports whether the session ended (a Closed event was returned)
// and the reason the host gave (Host.End), "" if none.
func (c *Client) Ended() (bool, string) { return c.closed, c.why }

// Lost reports whether the session ended because the connection was lost:
// the transport disconnected (timed out, or was closed) before the host
// said goodbye (Host.End, Host.Close) or refused this player. A player
// welcomed before may then come back within the host's grace period (see
// JoinConfig.Token).
func (c *Client) Lost() bool { return c.lost }

// RTT returns the round-trip time to the host. The unit is Poll's clock.
func (c *Client) RTT() time.Duration { return c.t.Stats(transport.ServerPeer).RTT }

// Poll runs the transport, handles what arrived and returns the session's
// events since the last Poll.
func (c *Client) Poll(now time.Duration) []Event {
	c.now = now
	c.tev = c.t.Poll(now, c.tev[:0])
	for _, e := range c.tev {
		switch e.Kind {
		case transport.Connected:
			m := hello{name: c.cfg.Name, player: c.cfg.Player, token: c.cfg.Token, commands: c.cfg.Commands.digest()}
			if !c.cfg.SkipTypes {
				if c.types == nil {
					c.types = buildTypes()
				}
				m.types = c.types.len()
				m.typesSum, _ = c.types.prefix(m.types)
			}
			c.buf = appendHello(c.buf[:0], m)
			c.t.Send(transport.ServerPeer, transport.ReliableOrdered, c.buf)
		case transport.Disconnected:
			c.lost = c.lost || !c.closed && !c.refused
			c.close()
		case transport.Message:
			if err := c.message(e.Data); err != nil {
				c.Dropped++
			}
		}
	}
	if c.unacked && c.in {
		c.sendInputs(c.newest, 0) // acknowledge, with no input
	}
	ev := c.events
	c.events = nil
	return ev
}

func (c *Client) message(msg []byte) error {
	if len(msg) == 0 {
		return ErrMalformed
	}
	r := reader{b: msg[1:]}
	switch kind(msg[0]) {
	case kindWelcome:
		id, token := PlayerID(r.byte1()), r.u64()
		if !r.done() || int(id) >= MaxPlayers {
			return ErrMalformed
		}
		c.id, c.token, c.in = id, token, true
		c.events = append(c.events, Event{Kind: Joined, Player: id})
	case kindLobby:
		return c.takeLobby(msg[1:])
	case kindSnapshot:
		return c.snapshot(msg[1:])
	case kindSnapshotZ:
		m, err := c.unpack.unpack(msg[1:])
		if err != nil {
			return err
		}
		return c.snapshot(m[1:])
	case kindCommand:
		id := CommandID(r.uvarint())
		data := r.bytes(transport.MaxMessage)
		if !r.done() || int(id) >= c.cfg.Commands.Len() {
			return ErrMalformed
		}
		c.events = append(c.events, Event{Kind: Command, Player: c.id, Command: id, Data: append([]byte(nil), data...)})
	case kindRefused:
		c.refused = true
		why := r.bytes(1024)
		c.events = append(c.events, Event{Kind: Refused, Data: append([]byte(nil), why...)})
	case kindTypes:
		why, err := typesDiffer(msg[1:], c.types)
		if err != nil {
			return err
		}
		c.refused = true
		c.events = append(c.events, Event{Kind: Refused, Data: []byte(why)})
	case kindClosing:
		// The session ends even if the reason is malformed (then counted).
		why := r.bytes(MaxReason)
		ok := len(msg) == 1 || r.done()
		if ok && !c.closed {
			c.why = string(why)
		}
		c.close()
		if !ok {
			return ErrMalformed
		}
	default:
		return ErrMalformed
	}
	return nil
}

func (c *Client) takeLobby(msg []byte) error {
	l, err := readLobby(msg)
	if err != nil {
		return err
	}
	if l.started && !c.lobby.started {
		c.events = append(c.events, Event{Kind: Started, Step: griff.Tick(l.start)})
	}
	c.lobby = l
	return nil
}

func (c *Client) snapshot(msg []byte) error {
	f := &c.frames.spare
	if err := c.dec.readDelta(msg, c.frames.find, f); err != nil {
		return err
	}
	if c.latest != nil && f.Step <= c.latest.Step {
		return nil // late: a newer one is in
	}
	step := f.Step
	c.frames.keep() // f is now the spare, holding the oldest frame
	c.latest, c.arrived = c.frames.find(step), c.now
	c.unacked = true
	return nil
}

// InputStep returns the host's step an input read now should be meant for,
// or -1 before the first snapshot: the newest snapshot's step, plus the steps
// since it arrived, plus a round trip (it was half a trip old when it came,
// and the input takes half a trip to go), plus InputDelay. It never returns
// a step at or before one already given to SendInput. now is the time last
// handed to Poll.
func (c *Client) InputStep() griff.Tick {
	if c.latest == nil {
		return -1
	}
	per := time.Second / time.Duration(c.cfg.StepRate)
	ahead := (c.now - c.arrived + c.RTT() + per - 1) / per
	return max(c.latest.Step+griff.Tick(ahead)+InputDelay, c.newest+1)
}

// SendInput records the player's input payload for step (the step it is
// meant for, see InputDelay) and sends it to the host with the inputs of
// the InputRedundancy steps before, and the newest snapshot rebuilt. Steps
// must grow; steps skipped since the last call take the same input. It returns an error for a payload over MaxInput and the
// transport's errors.
func (c *Client) SendInput(step griff.Tick, data []byte) error {
	if len(data) > MaxInput {
		return fmt.Errorf("session: input of %d bytes, over %d", len(data), MaxInput)
	}
	if !c.in {
		return nil
	}
	if c.newest >= 0 && step > c.newest+1 && step-c.newest < InputWindow {
		// Steps skipped (the estimate of the host's step jumped): the
		// input holds for them too.
		for s := c.newest + 1; s < step; s++ {
			c.inputs.put(s, data)
		}
	}
	c.inputs.put(step, data)
	c.newest = step
	return c.sendInputs(step, InputRedundancy+1)
}

// sendInputs sends the host up to n inputs, of step and the steps before, and
// the acknowledgement of the newest snapshot (see appendInput for how each is
// written).
func (c *Client) sendInputs(step griff.Tick, n int) error {
	c.unacked = false
	ack := uint64(0)
	if c.latest != nil {
		ack = uint64(c.latest.Step) + 1
	}
	b := append(c.buf[:0], byte(kindInput))
	b = binary.AppendUvarint(b, ack)
	b = binary.AppendUvarint(b, uint64(max(step, 0)))
	at := len(b)
	b = append(b, 0)
	sent := 0
	var newer []byte
	for s := step; s >= 0 && sent < n; s-- {
		d, ok := c.inputs.get(s)
		if !ok {
			break
		}
		b = appendInput(b, d, newer, sent > 0)
		newer = d
		sent++
	}
	b[at] = byte(sent)
	c.buf = b
	return c.t.Send(transport.ServerPeer, transport.Unreliable, b)
}

// SetReady tells the host whether the player is ready.
func (c *Client) SetReady(ready bool) error {
	return c.t.Send(transport.ServerPeer, transport.ReliableOrdered, []byte{byte(kindReady), boolByte(ready)})
}

// Send sends command id with data to the host, reliably.
func (c *Client) Send(id CommandID, data []byte) error {
	c.buf = binary.AppendUvarint(append(c.buf[:0], byte(kindCommand)), uint64(id))
	return c.t.Send(transport.ServerPeer, transport.ReliableOrdered, appendBytes(c.buf, data))
}

// Leave tells the host the player leaves for good; the place is free at
// once. Close the transport after the next Poll.
func (c *Client) Leave() error {
	return c.t.Send(transport.ServerPeer, transport.ReliableOrdered, []byte{byte(kindLeave)})
}

// close reports the session closed, once.
func (c *Client) close() {
	if !c.closed {
		c.closed = true
		c.events = append(c.events, Event{Kind: Closed, Data: []byte(c.why)})
	}
}
