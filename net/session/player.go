package session

import (
	"fmt"
	"hash/fnv"
	"time"

	"github.com/griffengine/griff/griff"
)

// PlayerID names a player of a session. The host's own player is 0; players
// who join are numbered from 1, and a player who comes back within the grace
// period keeps their number. It is also the player index the game's input
// state uses ([input.Event].Player), so at most [MaxPlayers] play at once.
type PlayerID uint8

// MaxPlayers is the most players a session holds, the host's own included:
// the number of players griff/input keeps apart.
const MaxPlayers = 8

// Player is what everyone in a session knows about one player.
type Player struct {
	ID   PlayerID
	Name string
	// Ready is set by the player in the lobby.
	Ready bool
	// Connected is false while a player who lost their connection may still
	// come back (see HostConfig.Grace).
	Connected bool
	// RTT is the round-trip time to the player, as the host measures it
	// (zero for the host's own player and on players' machines). The unit
	// is the clock handed to Poll.
	RTT time.Duration
}

// CommandID names a command registered in a [Commands] table.
type CommandID uint16

// Commands is the table of commands a game's modules register (a chat line,
// "buy item", "open door"): messages from a player to the host or from the
// host to one player, always reliable and in order. The host and every
// player must register the same names in the same order: joining checks a
// digest of the table and refuses a player whose table differs. The zero
// value is an empty table.
type Commands struct {
	names []string
}

// Register adds a command and returns its id. It panics if name is empty or
// already registered.
func (c *Commands) Register(name string) CommandID {
	for _, n := range c.names {
		if n == name {
			panic("session: command registered twice: " + name)
		}
	}
	if name == "" || len(c.names) >= 1<<16 {
		panic("session: command name empty or too many commands")
	}
	c.names = append(c.names, name)
	return CommandID(len(c.names) - 1)
}

// Name returns the name of command id, or "" if there is none.
func (c *Commands) Name(id CommandID) string {
	if c == nil || int(id) >= len(c.names) {
		return ""
	}
	return c.names[id]
}

// Len returns the number of commands registered.
func (c *Commands) Len() int {
	if c == nil {
		return 0
	}
	return len(c.names)
}

func (c *Commands) digest() uint64 {
	h := fnv.New64a()
	if c != nil {
		for _, n := range c.names {
			h.Write([]byte(n))
			h.Write([]byte{0})
		}
	}
	return h.Sum64()
}

// EventKind says what an [Event] reports.
type EventKind uint8

const (
	// Joined: Player joined (on the host; on players' machines, the local
	// player was welcomed and knows its id).
	Joined EventKind = iota + 1
	// Dropped: Player lost their connection and may come back within the
	// grace period.
	Dropped
	// Returned: Player came back within the grace period.
	Returned
	// Left: Player left for good (said so, or the grace period ran out).
	Left
	// ReadyChanged: Player's Ready flag changed.
	ReadyChanged
	// Started: the host started the match (Event.Step is its first step).
	Started
	// Command: a command arrived: Event.Command and Event.Data hold it.
	Command
	// Refused: the host refused this player (Event.Data says why). On the
	// host: the host refused a newcomer whose build's component types
	// differ from its own (Data says who and how; see the package
	// documentation), or one who came back with a token that takes no
	// place (see JoinConfig.Token), for its log.
	Refused
	// Closed: the session ended (the host stopped or ended the match, or
	// the connection is gone for good). Event.Data holds the reason the
	// host gave with Host.End, empty if none.
	Closed
)

// String returns the kind's name, such as "Joined".
func (k EventKind) String() string {
	names := [...]string{"", "Joined", "Dropped", "Returned", "Left", "ReadyChanged", "Started", "Command", "Refused", "Closed"}
	if int(k) < len(names) && k != 0 {
		return names[k]
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// Event is one thing that happened in a session, returned by Poll.
type Event struct {
	Kind    EventKind
	Player  PlayerID
	Command CommandID
	// Data is a command's payload, or why a player was refused. It belongs
	// to the caller.
	Data []byte
	// Step is the first step of the match, for Started.
	Step griff.Tick
}

// inputRing keeps a player's inputs of the last [InputWindow] steps.
type inputRing struct {
	steps [InputWindow]griff.Tick
	data  [InputWindow][]byte
	has   [InputWindow]bool
}

func (r *inputRing) put(step griff.Tick, data []byte) bool {
	i := int(uint64(step) % InputWindow)
	if r.has[i] && r.steps[i] >= step {
		return false
	}
	r.steps[i], r.has[i] = step, true
	r.data[i] = append(r.data[i][:0], data...)
	return true
}

func (r *inputRing) get(step griff.Tick) ([]byte, bool) {
	i := int(uint64(step) % InputWindow)
	if !r.has[i] || r.steps[i] != step {
		return nil, false
	}
	return r.data[i], true
}

// history keeps the last [History] frames, oldest replaced first, and a
// spare one the next frame is built in.
type history struct {
	frames [History]Frame
	used   [History]bool
	next   int
	spare  Frame
}

// find returns the kept frame of step, or nil.
func (h *history) find(step griff.Tick) *Frame {
	for i := range h.frames {
		if h.used[i] && h.frames[i].Step == step {
			return &h.frames[i]
		}
	}
	return nil
}

// keep moves the spare frame into the history, in place of the oldest.
func (h *history) keep() {
	h.frames[h.next], h.spare = h.spare, h.frames[h.next]
	h.used[h.next] = true
	h.next = (h.next + 1) % History
}

// around returns the newest kept frame at or before step and the oldest
// after it (nil where there is none).
func (h *history) around(step griff.Tick) (before, after *Frame) {
	for i := range h.frames {
		f := &h.frames[i]
		switch {
		case !h.used[i]:
		case f.Step <= step && (before == nil || f.Step > before.Step):
			before = f
		case f.Step > step && (after == nil || f.Step < after.Step):
			after = f
		}
	}
	return before, after
}
