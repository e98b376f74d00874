package session

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/transport"
)

// HostConfig sets up a [Host]. The zero value is a host named "host" with no
// commands and a grace period of [DefaultGrace].
type HostConfig struct {
	// Name is the host's own player's name.
	Name string
	// Commands is the command table; nil is an empty one.
	Commands *Commands
	// Grace is how long a player who lost their connection keeps their
	// place. The default (zero) is DefaultGrace.
	Grace time.Duration
}

// Host runs the authoritative end of a session on a transport's server side.
// It must be used from the game's goroutine.
type Host struct {
	t       transport.Transport
	cfg     HostConfig
	players [MaxPlayers]*hostPlayer // by id; 0 is the host's own player
	byPeer  map[transport.PeerID]PlayerID
	started bool
	start   griff.Tick
	now     time.Duration
	events  []Event
	tev     []transport.Event
	buf     []byte
	pack    packer
	types   *typeList // this build's component types, worked out at the first hello that counts some
	refused []refusal // connections told why not, disconnected RefuseLinger later
	dirty   bool      // the lobby changed: tell everyone
	ended   bool      // End was called
	why     string
	// Dropped counts messages from players that were malformed or broke the
	// protocol.
	Dropped uint64
}

// RefuseLinger is how long a host keeps a connection it refused before it
// disconnects it: time for the reliable refusal to arrive, sent again if
// lost (a refusal naming another build's types is about 20 bytes a type),
// so the player learns why rather than only that the host left. A player
// that leaves sooner is gone sooner. Decision: a refused connection is not
// kept open for the player to close, as a server cannot count on every
// client (a browser tab left open) to do so, and each open connection holds
// a place of the transport's.
const RefuseLinger = 2 * time.Second

// refusal is a connection refused at a time.
type refusal struct {
	peer transport.PeerID
	at   time.Duration
}

type hostPlayer struct {
	Player
	peer   transport.PeerID
	token  uint64
	leftAt time.Duration
	inputs inputRing
	acked  griff.Tick // newest snapshot the player rebuilt, -1 none
	whole  griff.Tick // a whole snapshot sent reliably and not yet acked, -1 none
	sent   history
}

// NewHost returns a host on t, whose own player (0) is already in.
func NewHost(t transport.Transport, cfg HostConfig) *Host {
	if cfg.Name == "" {
		cfg.Name = "host"
	}
	if cfg.Grace == 0 {
		cfg.Grace = DefaultGrace
	}
	h := &Host{t: t, cfg: cfg, byPeer: map[transport.PeerID]PlayerID{}}
	h.players[0] = &hostPlayer{Player: Player{Name: cfg.Name, Connected: true}, acked: -1, whole: -1}
	return h
}

// Players returns the players in the session (connected or in their grace
// period), by id.
func (h *Host) Players() []Player {
	var out []Player
	for _, p := range h.players {
		if p != nil {
			out = append(out, p.Player)
		}
	}
	return out
}

// Started reports whether the match started, and its first step.
func (h *Host) Started() (bool, griff.Tick) { return h.started, h.start }

// Start starts the match at step: players hear of it, and snapshots flow.
// Starting again does nothing.
func (h *Host) Start(step griff.Tick) {
	if !h.started {
		h.started, h.start, h.dirty = true, step, true
	}
}

// SetReady sets the host's own player's Ready flag.
func (h *Host) SetReady(ready bool) {
	if h.players[0].Ready != ready {
		h.players[0].Ready, h.dirty = ready, true
	}
}

// Input returns player's input payload for step, if it arrived in time.
// The host's own player's input is given with SetInput.
func (h *Host) Input(player PlayerID, step griff.Tick) ([]byte, bool) {
	if int(player) >= MaxPlayers || h.players[player] == nil {
		return nil, false
	}
	return h.players[player].inputs.get(step)
}

// SetInput records the host's own player's input for step.
func (h *Host) SetInput(step griff.Tick, data []byte) { h.players[0].inputs.put(step, data) }

// Send sends command id with data to player, reliably. A command to the
// host's own player comes back as a Command event at the next Poll. It
// returns an error for an unknown or disconnected player and the
// transport's errors.
func (h *Host) Send(player PlayerID, id CommandID, data []byte) error {
	if int(player) >= MaxPlayers || h.players[player] == nil {
		return fmt.Errorf("session: no player %d", player)
	}
	if player == 0 {
		h.events = append(h.events, Event{Kind: Command, Command: id, Data: append([]byte(nil), data...)})
		return nil
	}
	p := h.players[player]
	if !p.Connected {
		return fmt.Errorf("session: player %d is not connected", player)
	}
	h.buf = binary.AppendUvarint(append(h.buf[:0], byte(kindCommand)), uint64(id))
	return h.t.Send(p.peer, transport.ReliableOrdered, appendBytes(h.buf, data))
}

// Poll runs the transport (see [transport.Transport.Poll]), handles what
// arrived, ends grace periods, sends the lobby if it changed, and returns the
// session's events since the last Poll.
func (h *Host) Poll(now time.Duration) []Event {
	h.now = now
	h.tev = h.t.Poll(now, h.tev[:0])
	for _, e := range h.tev {
		h.handle(e)
	}
	h.refused = dropRefused(h.t, h.refused, now)
	for id, p := range h.players {
		if p != nil && id != 0 && !p.Connected && now-p.leftAt >= h.cfg.Grace {
			h.remove(PlayerID(id))
		}
		if p != nil && id != 0 && p.Connected {
			p.RTT = h.t.Stats(p.peer).RTT
		}
	}
	if h.dirty {
		h.sendLobby()
	}
	ev := h.events
	h.events = nil
	return ev
}

func (h *Host) handle(e transport.Event) {
	id, known := h.byPeer[e.Peer]
	switch e.Kind {
	case transport.Disconnected:
		if known {
			delete(h.byPeer, e.Peer)
			p := h.players[id]
			p.Connected, p.leftAt, h.dirty = false, h.now, true
			h.events = append(h.events, Event{Kind: Dropped, Player: id})
		}
	case transport.Message:
		if len(e.Data) == 0 {
			h.Dropped++
			return
		}
		var err error
		switch {
		case !known && h.wasRefused(e.Peer):
			return // told why already; let go at RefuseLinger
		case !known:
			err = h.hello(e.Peer, e.Data)
		default:
			err = h.message(id, e.Data)
		}
		if err != nil {
			h.Dropped++
		}
	}
}

func (h *Host) remove(id PlayerID) {
	p := h.players[id]
	if r, ok := h.t.(placeReleaser); ok && p != nil {
		r.release(p.token)
	}
	if p != nil && p.Connected {
		delete(h.byPeer, p.peer)
		h.t.Disconnect(p.peer)
	}
	h.players[id], h.dirty = nil, true
	h.events = append(h.events, Event{Kind: Left, Player: id})
}

// placeReleaser is a lobby's view of its transport, told when a player's
// place is let go (see Lobby), and when a connection is refused, so that it
// takes no place while the host holds it (RefuseLinger).
type placeReleaser interface {
	release(token uint64)
	refused(peer transport.PeerID)
}

// hello takes a Hello from a new connection.
func (h *Host) hello(peer transport.PeerID, msg []byte) error {
	m, err := readHello(msg)
	if err != nil {
		return err
	}
	if h.ended {
		h.refuse(peer, "the match ended: "+h.why)
		return nil
	}
	if m.commands != h.cfg.Commands.digest() {
		h.refuse(peer, "the game's commands differ from the host's (another version of the game); play with the host's version of the game")
		h.events = append(h.events, Event{Kind: Refused, Data: fmt.Appendf(nil,
			"refused %q (connection %d): their game's commands differ from this game's (another version of the game)", m.name, peer)})
		return nil
	}
	if m.types > 0 {
		if h.types == nil {
			h.types = buildTypes()
		}
		if sum, ok := h.types.prefix(m.types); !ok || sum != m.typesSum {
			h.buf = appendTypes(h.buf[:0], h.types, h.types.len())
			h.sendRefusal(peer)
			h.events = append(h.events, Event{Kind: Refused, Data: fmt.Appendf(nil,
				"refused %q (connection %d): their build differs from this game's: their %d component types are not this build's first %d (it has %d); they were sent this build's list, and their log names the first type that differs",
				m.name, peer, m.types, m.types, h.types.len())})
			return nil
		}
	}
	if m.token != 0 {
		h.comeBack(peer, m)
		return nil
	}
	for id := 1; id < MaxPlayers; id++ {
		if h.players[id] == nil {
			p := &hostPlayer{Player: Player{ID: PlayerID(id), Name: m.name, Connected: true}, peer: peer, token: newToken(), acked: -1, whole: -1}
			h.players[id], h.byPeer[peer], h.dirty = p, PlayerID(id), true
			h.welcome(p)
			h.events = append(h.events, Event{Kind: Joined, Player: p.ID})
			return nil
		}
	}
	h.refuse(peer, "the session is full")
	return nil
}

// comeBack takes the Hello m of a player coming back with a token (see
// JoinConfig.Player): the place of player m.player if its token is m.token,
// else a refusal that names why. The place is given back as it was left
// (id, name, ready flag, the inputs the host keeps) but for what belongs to
// the connection: the player acknowledged no snapshot on it (acked and
// whole reset), so their first snapshot is whole, built on no baseline of
// the old connection. A player whose old connection the host still holds
// (its transport has not timed out yet, or the player redialed over a new
// route) takes their place over: the old connection is let go, as the
// token is only the player's and the host's, and the newest connection
// wins.
func (h *Host) comeBack(peer transport.PeerID, m hello) {
	var p *hostPlayer
	if m.player != 0 && int(m.player) < MaxPlayers {
		p = h.players[m.player]
	}
	if p == nil || p.token != m.token {
		h.refuse(peer, fmt.Sprintf("no place is kept for you (player %d): the server restarted, you were away longer than its %v grace period, or your token is wrong; join again (griff-player: restart with --join) to play as a new player", m.player, h.cfg.Grace))
		h.events = append(h.events, Event{Kind: Refused, Data: fmt.Appendf(nil,
			"refused %q (connection %d): they came back as player %d with a token that takes no place", m.name, peer, m.player)})
		return
	}
	if p.Connected {
		delete(h.byPeer, p.peer)
		h.t.Disconnect(p.peer)
	}
	p.Connected, p.peer, p.acked, p.whole, h.dirty = true, peer, -1, -1, true
	h.byPeer[peer] = m.player
	h.welcome(p)
	h.events = append(h.events, Event{Kind: Returned, Player: m.player})
}

// MaxReason is the longest reason Host.End sends, in bytes; a longer one is
// cut.
const MaxReason = 1024

// End ends the match: every connected player is told, reliably, that the
// session closed and why (their Closed event's Data; reason is cut to
// MaxReason bytes), a player who connects after it is refused with the
// reason, and Close sends no second goodbye. The transport stays open so the
// goodbyes go out at the next Polls; a lobby's match frees its slot when the
// host closes (Close). Ending again does nothing.
func (h *Host) End(reason string) {
	if h.ended {
		return
	}
	if len(reason) > MaxReason {
		reason = reason[:MaxReason]
	}
	h.ended, h.why = true, reason
	for _, p := range h.players[1:] {
		if p != nil && p.Connected {
			h.sendClosing(p.peer)
		}
	}
}

// Ended reports whether End was called, and its reason.
func (h *Host) Ended() (bool, string) { return h.ended, h.why }

func (h *Host) sendClosing(peer transport.PeerID) {
	h.buf = append(h.buf[:0], byte(kindClosing))
	if h.why != "" {
		h.buf = appendString(h.buf, h.why)
	}
	h.t.Send(peer, transport.ReliableOrdered, h.buf)
}

func newToken() uint64 {
	var b [8]byte
	for {
		rand.Read(b[:])
		if t := binary.LittleEndian.Uint64(b[:]); t != 0 {
			return t
		}
	}
}

func (h *Host) refuse(peer transport.PeerID, why string) {
	h.buf = appendString(append(h.buf[:0], byte(kindRefused)), why)
	h.sendRefusal(peer)
}

// sendRefusal sends h.buf, a refusal, to peer and disconnects peer
// RefuseLinger later.
func (h *Host) sendRefusal(peer transport.PeerID) {
	h.t.Send(peer, transport.ReliableOrdered, h.buf)
	h.refused = append(h.refused, refusal{peer, h.now})
	if r, ok := h.t.(placeReleaser); ok {
		r.refused(peer)
	}
}

// wasRefused reports whether the host refused peer and holds it until
// RefuseLinger has passed: its further messages (a hello sent again and
// again) are not answered, so a connection is refused once, whatever it
// sends.
func (h *Host) wasRefused(peer transport.PeerID) bool {
	for _, r := range h.refused {
		if r.peer == peer {
			return true
		}
	}
	return false
}

// dropRefused disconnects the connections of rs (in the order refused)
// whose RefuseLinger has passed at now and returns the others, in rs's
// memory.
func dropRefused(t transport.Transport, rs []refusal, now time.Duration) []refusal {
	n := 0
	for _, r := range rs {
		if now-r.at >= RefuseLinger {
			t.Disconnect(r.peer)
			continue
		}
		rs[n] = r
		n++
	}
	return rs[:n]
}

func (h *Host) welcome(p *hostPlayer) {
	h.buf = append(h.buf[:0], byte(kindWelcome), byte(p.ID))
	h.buf = binary.LittleEndian.AppendUint64(h.buf, p.token)
	h.t.Send(p.peer, transport.ReliableOrdered, h.buf)
}

// message takes a message from a player in the session.
func (h *Host) message(id PlayerID, msg []byte) error {
	p := h.players[id]
	r := reader{b: msg[1:]}
	switch kind(msg[0]) {
	case kindInput:
		return h.input(p, &r)
	case kindReady:
		ready := r.byte1()
		if !r.done() || ready > 1 {
			return ErrMalformed
		}
		if p.Ready != (ready == 1) {
			p.Ready, h.dirty = ready == 1, true
			h.events = append(h.events, Event{Kind: ReadyChanged, Player: id})
		}
	case kindCommand:
		c := CommandID(r.uvarint())
		data := r.bytes(transport.MaxMessage)
		if !r.done() || int(c) >= h.cfg.Commands.Len() {
			return ErrMalformed
		}
		h.events = append(h.events, Event{Kind: Command, Player: id, Command: c, Data: append([]byte(nil), data...)})
	case kindLeave:
		h.remove(id)
	default:
		return ErrMalformed
	}
	return nil
}

// input takes an input packet: the newest snapshot the player rebuilt, then
// the inputs of its newest step and the steps before it, newest first, each
// whole or as a repeat of the one before (appendInput).
func (h *Host) input(p *hostPlayer, r *reader) error {
	ack := int64(r.uvarint()) - 1
	newest := griff.Tick(r.uvarint() & (1<<62 - 1))
	n := r.count(InputRedundancy+1, 1)
	var data []byte
	for i := range n {
		data = r.readInput(data, i > 0, MaxInput)
		if r.bad {
			break
		}
		if step := newest - griff.Tick(i); step >= 0 {
			p.inputs.put(step, data)
		}
	}
	if !r.done() {
		return ErrMalformed
	}
	if griff.Tick(ack) > p.acked {
		p.acked = griff.Tick(ack)
	}
	return nil
}

// ErrNotStarted is returned by Publish before Start.
var ErrNotStarted = errors.New("session: the match has not started")

// Publish sends a snapshot of step to every connected player, if step is a
// snapshot step (a multiple of SnapshotEvery after the start). build fills a
// frame with what one player sees (see [AppendVisible]); it is called once per
// player. A snapshot too large for one packet goes reliably, and that player
// gets no other until they acknowledge it (a whole snapshot at join, resent
// by the transport until it arrives, instead of a new one every
// SnapshotEvery steps). Publish returns the bytes it handed to the transport.
func (h *Host) Publish(step griff.Tick, build func(player PlayerID, f *Frame) error) (int, error) {
	if !h.started {
		return 0, ErrNotStarted
	}
	if (step-h.start)%SnapshotEvery != 0 {
		return 0, nil
	}
	total := 0
	for _, p := range h.players[1:] {
		if p == nil || !p.Connected {
			continue
		}
		if p.whole >= 0 && p.acked < p.whole {
			continue // a reliable whole snapshot is on its way: wait for its ack
		}
		f := &p.sent.spare
		if err := build(p.ID, f); err != nil {
			return total, err
		}
		f.Step = step
		base := p.sent.find(p.acked)
		if base != nil && step-base.Step >= History*SnapshotEvery {
			base = nil
		}
		h.buf = appendDelta(h.buf[:0], f, base)
		msg := h.pack.pack(h.buf)
		ch := transport.Unreliable
		if len(msg) > transport.MaxUnreliable {
			ch = transport.ReliableOrdered
			p.whole = step
		}
		if err := h.t.Send(p.peer, ch, msg); err != nil {
			return total, err
		}
		total += len(msg)
		p.sent.keep()
	}
	return total, nil
}

// Close tells every player the host stops (reliably, sent at this last
// Poll; not again after End), then closes the transport.
func (h *Host) Close(now time.Duration) error {
	for _, p := range h.players[1:] {
		if p != nil && p.Connected && !h.ended {
			h.sendClosing(p.peer)
		}
	}
	h.t.Poll(now, nil)
	return h.t.Close()
}
