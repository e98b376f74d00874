package dlg

import (
	"fmt"
	"strings"
)

// End is the target of a jump or a choice that ends the conversation. No
// node may be called End.
const End = "END"

// Op is what a Statement does.
type Op uint8

// The statements of a node.
const (
	// OpLine is a line said by Speaker ("" for narration): Text.
	OpLine Op = iota
	// OpSet sets Flag: to Value (Assign '='), or adds (Assign '+') or takes
	// (Assign '-') Value's integer.
	OpSet
	// OpJump goes to the start of the node Target (End ends).
	OpJump
	// OpChoice is a choice of a menu: Text, going to Target when chosen.
	OpChoice
)

// Statement is one statement of a node, in the order written.
type Statement struct {
	Op Op
	// Line and Column place it in its file (1-based).
	Line, Column int
	// Cond must hold for it to count (for a choice: to be open).
	Cond Cond
	// Speaker and Text are a line's (OpLine) or a choice's text (OpChoice).
	Speaker, Text string
	// Flag, Assign and Value are a set's (OpSet).
	Flag   string
	Assign byte
	Value  Value
	// Target is the node a jump or a choice goes to, or End.
	Target string
}

// Node is one node of a script: a name and its statements.
type Node struct {
	Name string
	// Line is the line of its "==" header (1-based).
	Line int
	Body []Statement
}

// Script is one dialogue file, read by Parse. It is never changed after, so
// any number of sessions (and games) may share it.
type Script struct {
	// Name names the file in messages ("dialogue/guard.dlg").
	Name string
	// Nodes are the nodes in the order written.
	Nodes []*Node
	index map[string]int
}

// Node returns the node called name, or nil.
func (s *Script) Node(name string) *Node {
	if i, ok := s.index[name]; ok {
		return s.Nodes[i]
	}
	return nil
}

// Problem is one mistake in a dialogue file: its place (1-based line and
// column in bytes) and what is wrong.
type Problem struct {
	Line, Column int
	Message      string
}

// String returns "line:column: message".
func (p Problem) String() string { return fmt.Sprintf("%d:%d: %s", p.Line, p.Column, p.Message) }

// Limits Parse keeps to, so a hostile file cannot make it take long.
const (
	// MaxLines is the most lines a file may have; the rest are left out
	// with one Problem.
	MaxLines = 100_000
)

// Parse reads a dialogue file (see the package documentation for the
// format). name names it in messages. It returns the script and the
// mistakes found, each leaving out the statement (or the node) it is in
// while the rest of the file still reads; it never fails outright and never
// panics.
func Parse(name string, src []byte) (*Script, []Problem) {
	p := parser{s: &Script{Name: name, index: map[string]int{}}}
	text := strings.TrimPrefix(string(src), "\ufeff") // a byte order mark some editors write
	for i, line := range strings.Split(text, "\n") {
		if i == MaxLines {
			p.problem(i+1, 1, "file has more than %d lines; the rest is left out", MaxLines)
			break
		}
		p.line(i+1, strings.TrimSuffix(line, "\r"))
	}
	p.checkTargets()
	return p.s, p.problems
}

type parser struct {
	s        *Script
	node     *Node // the node being read, or nil (before the first, or a duplicate)
	skipping bool  // inside a duplicate node: its statements are left out
	problems []Problem
}

func (p *parser) problem(line, col int, format string, args ...any) {
	p.problems = append(p.problems, Problem{line, col, fmt.Sprintf(format, args...)})
}

// line reads one line of the file.
func (p *parser) line(n int, raw string) {
	text := strings.TrimLeft(raw, " \t")
	col := len(raw) - len(text) + 1
	text = strings.TrimRight(text, " \t")
	switch {
	case text == "" || text[0] == '#':
		return
	case strings.HasPrefix(text, "=="):
		p.header(n, col, text)
		return
	case p.skipping:
		return
	case p.node == nil:
		p.problem(n, col, "statement before the first node (start one with \"== name\")")
		return
	}
	st, err := parseStatement(text, col-1)
	if err != nil {
		pe := err.(*posError)
		p.problem(n, pe.at+1, "%s", pe.msg)
		return
	}
	st.Line, st.Column = n, col
	if b := p.node.Body; len(b) > 0 && b[len(b)-1].Op == OpChoice && st.Op != OpChoice {
		p.problem(n, col, "never reached: a menu of choices ends the flow of node %q (move this into a node a choice goes to)", p.node.Name)
		return
	}
	p.node.Body = append(p.node.Body, st)
}

// header reads "== name".
func (p *parser) header(n, col int, text string) {
	name := strings.TrimSpace(strings.Trim(text, "="))
	p.node, p.skipping = nil, true
	switch {
	case !isName(name):
		p.problem(n, col, "%q is not a node name (letters, digits and _, not starting with a digit); its statements are left out", name)
	case name == End:
		p.problem(n, col, "no node may be called %s (it ends the conversation); its statements are left out", End)
	case p.s.Node(name) != nil:
		p.problem(n, col, "node %q written twice (first at line %d); the second is left out", name, p.s.Node(name).Line)
	default:
		p.node, p.skipping = &Node{Name: name, Line: n}, false
		p.s.index[name] = len(p.s.Nodes)
		p.s.Nodes = append(p.s.Nodes, p.node)
	}
}

// checkTargets leaves out jumps and choices to nodes that do not exist.
func (p *parser) checkTargets() {
	for _, nd := range p.s.Nodes {
		kept := nd.Body[:0]
		for _, st := range nd.Body {
			if (st.Op == OpJump || st.Op == OpChoice) && st.Target != End && p.s.Node(st.Target) == nil {
				p.problem(st.Line, st.Column, "goes to node %q, which %s does not have", st.Target, p.s.Name)
				continue
			}
			kept = append(kept, st)
		}
		nd.Body = kept
	}
}
