package dlg

import (
	"fmt"
	"strconv"
	"strings"
)

// saveVersion starts every save string.
const saveVersion = "dlg1"

// Save returns the session's state as a string: the format's version, the
// node ("-" when idle, END when ended), the statement it is stopped on (from
// 0) and every flag as name=value, by name: `dlg1 bribe 1 gold=5
// met_guard=true name="Ann"`. Load reads it back.
func (s *Session) Save() string {
	var b strings.Builder
	b.WriteString(saveVersion)
	b.WriteByte(' ')
	switch s.node {
	case idle:
		b.WriteString("-")
	case ended:
		b.WriteString(End)
	default:
		b.WriteString(s.script.Nodes[s.node].Name)
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.pc))
	for _, f := range s.flags {
		b.WriteByte(' ')
		b.WriteString(f.Name)
		b.WriteByte('=')
		b.WriteString(f.Value.String())
	}
	return b.String()
}

// Load puts the session where save (from Save) says, over this session's
// script. It returns an error, moving nothing, wrapping ErrNoNode and naming
// the node if the script no longer has the node the save is in (an older
// build of the story), or wrapping ErrBadSave if save is not a save or
// stops on a statement that is not a line or a menu in this script.
func (s *Session) Load(save string) error {
	toks, bad, ok := lex(save)
	if !ok {
		return fmt.Errorf("%w: cannot read %q", ErrBadSave, save[bad:])
	}
	if len(toks) < 3 || toks[0].text != saveVersion || toks[2].kind != '1' {
		return fmt.Errorf("%w: want %q, a node and a statement number first", ErrBadSave, saveVersion)
	}
	node, pc, err := s.place(toks[1], toks[2].text)
	if err != nil {
		return err
	}
	var fl flags
	rest := toks[3:]
	for len(rest) > 0 {
		if len(rest) < 3 || rest[0].kind != 'n' || rest[1].text != "=" {
			return fmt.Errorf("%w: want name=value at byte %d", ErrBadSave, rest[0].at)
		}
		v, ok := rest[2].value()
		if !ok {
			return fmt.Errorf("%w: %q is not a value", ErrBadSave, rest[2].text)
		}
		fl.set(rest[0].text, v)
		rest = rest[3:]
	}
	s.node, s.pc, s.flags, s.stuck = node, pc, fl, ""
	return nil
}

// place reads a save's node and statement number.
func (s *Session) place(node token, num string) (int, int, error) {
	pc, err := strconv.Atoi(num)
	if err != nil || pc < 0 {
		return 0, 0, fmt.Errorf("%w: statement %q", ErrBadSave, num)
	}
	switch {
	case node.text == "-" || node.text == End:
		if node.text == "-" {
			return idle, 0, nil
		}
		return ended, 0, nil
	case node.kind != 'n':
		return 0, 0, fmt.Errorf("%w: %q is not a node name", ErrBadSave, node.text)
	}
	i, ok := s.script.index[node.text]
	if !ok {
		return 0, 0, fmt.Errorf("%w: the save is in node %q, which %s no longer has", ErrNoNode, node.text, s.script.Name)
	}
	b := s.script.Nodes[i].Body
	if pc >= len(b) || b[pc].Op != OpLine && b[pc].Op != OpChoice || pc > 0 && b[pc].Op == OpChoice && b[pc-1].Op == OpChoice {
		return 0, 0, fmt.Errorf("%w: statement %d of node %q in %s is not a line or the start of a menu", ErrBadSave, pc, node.text, s.script.Name)
	}
	return i, pc, nil
}
