package dlg

import (
	"errors"
	"fmt"
	"math"
)

// Errors the verbs of a Session return (wrapped, with the details); the
// session is left exactly as it was.
var (
	// ErrRefused is a verb that does not fit the turn: Next on a menu or at
	// the end, Choose on a line, a choice that does not exist or is not open.
	ErrRefused = errors.New("dlg: refused")
	// ErrNoNode is Start or Load naming a node the script does not have.
	ErrNoNode = errors.New("dlg: no such node")
	// ErrBadSave is a save Load cannot read or place in the script.
	ErrBadSave = errors.New("dlg: bad save")
)

// MaxRun is the most statements one verb runs before it stops the
// conversation as stuck (jumps in a loop with no line or menu in it).
const MaxRun = 10_000

// TurnKind is where a session has stopped.
type TurnKind uint8

// The turns of a session.
const (
	// TurnIdle: not started (or Stop was called).
	TurnIdle TurnKind = iota
	// TurnLine: a line is showing; Next moves on.
	TurnLine
	// TurnMenu: a menu of choices is showing; Choose picks one.
	TurnMenu
	// TurnEnded: the conversation reached its end.
	TurnEnded
)

// String returns "idle", "line", "menu" or "ended".
func (k TurnKind) String() string {
	return [...]string{"idle", "line", "menu", "ended", "?"}[min(int(k), 4)]
}

// Choice is one choice of a menu as the player sees it.
type Choice struct {
	// Text is what the choice says.
	Text string
	// Open is false for a choice whose condition does not hold now: show it
	// greyed out; choosing it is refused.
	Open bool
}

// Turn is what a session shows now.
type Turn struct {
	Kind TurnKind
	// Node is the node the session is in ("" when idle or ended).
	Node string
	// Speaker and Text are the line's (Speaker "" for narration).
	Speaker, Text string
	// Choices are the menu's, every one, in the order written.
	Choices []Choice
	// Stuck, when not "", says why the conversation ended without reaching
	// its end (a loop of jumps); the game's problem log should show it.
	Stuck string
}

// Session is one playthrough of a Script: where it is and its flags. Its
// verbs are the only way it moves. The zero value is not usable; call
// NewSession. A Session is used by one caller at a time.
type Session struct {
	script *Script
	node   int // index in script.Nodes; -1 idle, -2 ended
	pc     int // statement of the node it is stopped on
	flags  flags
	stuck  string
}

const (
	idle  = -1
	ended = -2
)

// NewSession returns an idle session of s with no flags set.
func NewSession(s *Script) *Session { return &Session{script: s, node: idle} }

// Script returns the session's script.
func (s *Session) Script() *Script { return s.script }

// Start starts the conversation at the start of node (from wherever it
// was, keeping the flags) and runs it to its first line, menu or end. It
// returns an error wrapping ErrNoNode, moving nothing, if the script has no
// such node.
func (s *Session) Start(node string) error {
	i, ok := s.script.index[node]
	if !ok {
		return fmt.Errorf("%w: %s has no node %q", ErrNoNode, s.script.Name, node)
	}
	s.node, s.pc, s.stuck = i, 0, ""
	s.run()
	return nil
}

// Stop makes the session idle (flags kept).
func (s *Session) Stop() { s.node, s.pc, s.stuck = idle, 0, "" }

// Next moves on from the line showing to the next line, menu or end. It
// returns an error wrapping ErrRefused, moving nothing, if no line is
// showing.
func (s *Session) Next() error {
	if k := s.kind(); k != TurnLine {
		return fmt.Errorf("%w: Next with a %s showing, not a line", ErrRefused, k)
	}
	s.pc++
	s.run()
	return nil
}

// Choose picks choice i (from 0, in the order Turn lists them) of the menu
// showing and runs on from the node it goes to. It returns an error
// wrapping ErrRefused, moving nothing, if no menu is showing, i is out of
// range or the choice is not open.
func (s *Session) Choose(i int) error {
	if k := s.kind(); k != TurnMenu {
		return fmt.Errorf("%w: Choose with a %s showing, not a menu", ErrRefused, k)
	}
	menu := s.menu()
	if i < 0 || i >= len(menu) {
		return fmt.Errorf("%w: choice %d of a menu of %d", ErrRefused, i, len(menu))
	}
	if !menu[i].Cond.holds(s.flags) {
		return fmt.Errorf("%w: choice %d (%q) is not open", ErrRefused, i, menu[i].Text)
	}
	s.jump(menu[i].Target)
	s.run()
	return nil
}

// Flag returns the flag's value (false if never set).
func (s *Session) Flag(name string) Value { return s.flags.get(name) }

// SetFlag sets a flag, as a "set" statement would (the game setting what a
// conversation reads: gold, a quest's step). It moves nothing; a menu
// showing re-reads which choices are open.
func (s *Session) SetFlag(name string, v Value) { s.flags.set(name, v) }

// Flags returns a copy of every flag, by name in name order.
func (s *Session) Flags() []Flag { return append([]Flag(nil), s.flags...) }

// Turn returns what the session shows now.
func (s *Session) Turn() Turn {
	t := Turn{Kind: s.kind(), Stuck: s.stuck}
	switch t.Kind {
	case TurnLine:
		st := &s.body()[s.pc]
		t.Node, t.Speaker, t.Text = s.script.Nodes[s.node].Name, st.Speaker, st.Text
	case TurnMenu:
		t.Node = s.script.Nodes[s.node].Name
		for _, c := range s.menu() {
			t.Choices = append(t.Choices, Choice{c.Text, c.Cond.holds(s.flags)})
		}
	}
	return t
}

func (s *Session) kind() TurnKind {
	switch {
	case s.node == idle:
		return TurnIdle
	case s.node == ended:
		return TurnEnded
	case s.body()[s.pc].Op == OpChoice:
		return TurnMenu
	}
	return TurnLine
}

func (s *Session) body() []Statement { return s.script.Nodes[s.node].Body }

// menu returns the choices from pc on.
func (s *Session) menu() []Statement {
	b := s.body()
	end := s.pc
	for end < len(b) && b[end].Op == OpChoice {
		end++
	}
	return b[s.pc:end]
}

func (s *Session) jump(target string) {
	if target == End {
		s.node, s.pc = ended, 0
		return
	}
	s.node, s.pc = s.script.index[target], 0
}

// run runs statements from pc until a line whose condition holds, a menu,
// or the end.
func (s *Session) run() {
	for n := 0; s.node >= 0; n++ {
		if n == MaxRun {
			s.stuck = fmt.Sprintf("%s: ran %d statements without a line or a menu (node %q; a loop of jumps?)",
				s.script.Name, MaxRun, s.script.Nodes[s.node].Name)
			s.node, s.pc = ended, 0
			return
		}
		b := s.body()
		if s.pc >= len(b) {
			s.node, s.pc = ended, 0
			return
		}
		st := &b[s.pc]
		switch {
		case st.Op == OpChoice:
			return
		case !st.Cond.holds(s.flags):
			s.pc++
		case st.Op == OpLine:
			return
		case st.Op == OpSet:
			s.set(st)
			s.pc++
		default:
			s.jump(st.Target)
		}
	}
}

func (s *Session) set(st *Statement) {
	v := st.Value
	switch st.Assign {
	case '+':
		v = Int(addSaturating(s.flags.get(st.Flag).Int, st.Value.Int))
	case '-':
		v = Int(subSaturating(s.flags.get(st.Flag).Int, st.Value.Int))
	}
	s.flags.set(st.Flag, v)
}

// addSaturating returns a+b, held at the int64 range instead of wrapping: a
// counter added to past the largest integer stays there rather than turning
// negative.
func addSaturating(a, b int64) int64 {
	c := a + b
	switch {
	case a > 0 && b > 0 && c < 0:
		return math.MaxInt64
	case a < 0 && b < 0 && c >= 0:
		return math.MinInt64
	}
	return c
}

// subSaturating returns a-b, held at the int64 range like addSaturating.
func subSaturating(a, b int64) int64 {
	c := a - b
	switch {
	case a >= 0 && b < 0 && c < 0:
		return math.MaxInt64
	case a < 0 && b > 0 && c >= 0:
		return math.MinInt64
	}
	return c
}
