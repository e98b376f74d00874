package formula

import (
	"fmt"
	"strings"
	"sync"

	"github.com/griffengine/griff/data/dice"
	"github.com/griffengine/griff/griff"

	"github.com/griffengine/griff/data/internal/quote"
)

type op uint8

const (
	opNum op = iota
	opDice
	opRef
	opNeg
	opNot
	opAnd
	opOr
	opLT
	opLE
	opGT
	opGE
	opEQ
	opNE
	opAdd
	opSub
	opMul
	opDiv
	opMod
	opPow
	opCall
)

// node is one node of a formula tree. Parse makes the tree, with the errors a node
// can return made in advance; it never changes after, and every Formula bound from
// the Expr shares it (a bound Formula only adds the slots of the references), so a
// column of cells with the same formula holds one tree.
type node struct {
	op   op
	fn   fn
	pos  int32 // byte offset in the source (at most MaxLen)
	idx  int32 // opRef: index in Expr.refs and Formula.slots; opDice: index in Expr.dice
	num  float64
	a, b *node
	args []*node
}

// Ref is a reference to a cell, as written in a formula.
//
//	strength          Ref{Column: "strength"}                            a column of the same row
//	weapon.damage     Ref{Via: "weapon", Column: "damage"}               the row the reference column "weapon" names
//	weapons[sword].damage  Ref{Table: "weapons", Row: "sword", Column: "damage"}
type Ref struct {
	Table  string // table name, for table[row].column; else ""
	Row    string // row id, for table[row].column; else ""
	Via    string // reference column of the same row, for via.column; else ""
	Column string // the column read; never ""
}

// String returns r as a formula writes it.
func (r Ref) String() string {
	switch {
	case r.Table != "":
		row := r.Row
		switch {
		case isName(row) || isDigits(row):
		case !strings.Contains(row, `"`):
			row = `"` + row + `"`
		default: // a formula cannot name a row with both quotes in its id
			row = "'" + row + "'"
		}
		return r.Table + "[" + row + "]." + r.Column
	case r.Via != "":
		return r.Via + "." + r.Column
	}
	return r.Column
}

func isName(s string) bool {
	t, n, err := lexOne(s, 0)
	return s != "" && err == nil && t.kind == tName && n == len(s)
}

// CheckName returns nil if a formula reads s as one name (of a table, a column or
// a ref column), or else an error saying what a formula reads it as: dice ("d6",
// "D20", "d6kh1" are dice groups), a keyword ("and", "or", "not", "true" and
// "false", in any case), or not one name at all. Function names ("if", "min",
// "exp", ...) are names: bare, a formula reads the column; followed by "(", it
// calls the function, so nothing is read by mistake. Tables use it to refuse
// column and table names that formulas could not read.
func CheckName(s string) error {
	if s == "" {
		return fmt.Errorf("an empty name")
	}
	t, n, err := lexOne(s, 0)
	switch {
	case err != nil || n != len(s):
		return fmt.Errorf("%s is not one name in a formula", quote.Q(s))
	case t.kind == tDice:
		return fmt.Errorf("a formula reads %s as the dice %s, not as a name", quote.Q(s), t.dice)
	case t.kind != tName:
		return fmt.Errorf("%s is not one name in a formula", quote.Q(s))
	case isKeyword(strings.ToLower(s)):
		return fmt.Errorf("%s is a formula keyword, not a name", quote.Q(s))
	}
	return nil
}

// Expr is a parsed formula that is not yet bound to the names it reads. An Expr is
// never changed after Parse and is safe for concurrent use.
type Expr struct {
	src    string
	root   *node
	refs   []Ref        // in source order; node.idx of an opRef indexes it
	refPos []int32      // byte offset of each reference in src
	dice   []dice.Group // in source order; node.idx of an opDice indexes it
	nodes  int          // nodes in the tree
}

// MaxLen is the longest formula Parse reads, in bytes.
const MaxLen = 10_000

// Parse reads a formula (see the package documentation for the grammar). It returns
// an *Error naming the column of the first mistake, or of byte MaxLen if src is
// longer than MaxLen.
func Parse(src string) (*Expr, error) {
	if len(src) > MaxLen {
		return nil, errAt(src, MaxLen, "formula longer than %d bytes", MaxLen)
	}
	buf := tokenPool.Get().(*[]token)
	defer putTokens(buf)
	toks, err := lex(src, *buf)
	*buf = toks
	if err != nil {
		return nil, err
	}
	p := &parser{src: src, toks: toks}
	p.is("=")
	root, err := p.parseExpr()
	if err != nil {
		return nil, err
	}
	if p.peek().kind != tEOF {
		return nil, p.unexpected("want an operator or the end")
	}
	e := &Expr{src: src, root: root, refs: p.refs, refPos: p.refPos, dice: p.dice}
	walk(root, func(*node) { e.nodes++ })
	return e, nil
}

// tokenPool holds token buffers for Parse, which keeps no token after it
// returns: a table of a million small formulas would otherwise allocate a buffer
// (two tokens, 176 bytes) for each, a third of the bytes it allocated, and a long
// formula 88 bytes a byte of it.
var tokenPool = sync.Pool{New: func() any { return new([]token) }}

// putTokens returns buf to tokenPool. A buffer holds at most MaxLen+1 tokens
// (under 1 MB), and the pool drops its buffers at garbage collections.
func putTokens(buf *[]token) {
	clear(*buf) // drop references to sources
	*buf = (*buf)[:0]
	tokenPool.Put(buf)
}

// MustParse is Parse for formulas written in code; it panics if src is not valid.
func MustParse(src string) *Expr {
	e, err := Parse(src)
	if err != nil {
		panic(err.Error())
	}
	return e
}

func walk(n *node, f func(*node)) {
	if n == nil {
		return
	}
	f(n)
	walk(n.a, f)
	walk(n.b, f)
	for _, a := range n.args {
		walk(a, f)
	}
}

// String returns the source the formula was parsed from.
func (e *Expr) String() string { return e.src }

// Nodes returns the number of nodes of e's tree: numbers, dice, references,
// operators and calls. It is at most MaxLen (each node has a byte of its own in
// the source), and the tree takes 64 bytes a node.
func (e *Expr) Nodes() int { return e.nodes }

// MaxRolls returns the most dice one evaluation of e rolls itself (not counting
// the cells it reads): the sum of dice.Group.MaxRolls of its dice, whether or not
// a branch is taken.
func (e *Expr) MaxRolls() int {
	n := 0
	for _, g := range e.dice {
		n += g.MaxRolls()
	}
	return n
}

// Refs returns the references of e in source order (repeats included).
func (e *Expr) Refs() []Ref { return append([]Ref(nil), e.refs...) }

// Scope turns the references of a formula into slot numbers when it is bound. What
// a slot means is up to the Scope and the Env that later reads it.
type Scope interface {
	// Resolve returns the slot for r, or an error saying why r names nothing
	// (Bind adds the formula and the column).
	Resolve(r Ref) (slot int, err error)
}

// Env gives a bound formula the values of its slots while it is evaluated.
type Env interface {
	// Value returns the value of slot, rolling any dice it holds with rng, or an
	// error (which Eval returns as it is).
	Value(slot int, rng *griff.Rand) (float64, error)
}

// Formula is a formula bound to a Scope, ready to evaluate: the Expr's tree, shared
// with every other Formula bound from the same Expr, and the slot of each
// reference. A Formula is never changed after Bind and is safe for concurrent use
// (each Eval needs its own rng).
type Formula struct {
	e     *Expr
	slots []int // slot of each of e.refs
}

// Bind resolves every reference of e with s and returns the formula ready to
// evaluate. s may be nil if e has no references. Bind returns an *Error naming the
// reference that s refused and wrapping its error. The Formula shares e's tree:
// binding costs one Formula and its slots (8 bytes a reference), not a copy of
// the tree.
func (e *Expr) Bind(s Scope) (*Formula, error) {
	f := &Formula{e: e}
	if len(e.refs) == 0 {
		return f, nil
	}
	f.slots = make([]int, len(e.refs))
	for i, r := range e.refs {
		if s == nil {
			return nil, errAt(e.src, int(e.refPos[i]), "%s: no names can be read here", r)
		}
		slot, err := s.Resolve(r)
		if err != nil {
			fe := errAt(e.src, int(e.refPos[i]), "%s: %v", r, err)
			fe.Err = err
			return nil, fe
		}
		f.slots[i] = slot
	}
	return f, nil
}

// Compile is Parse followed by Bind.
func Compile(src string, s Scope) (*Formula, error) {
	e, err := Parse(src)
	if err != nil {
		return nil, err
	}
	return e.Bind(s)
}

// String returns the source the formula was parsed from.
func (f *Formula) String() string { return f.e.src }

// Expr returns the parsed formula f was bound from.
func (f *Formula) Expr() *Expr { return f.e }

// Slots returns the slots f reads, in source order (repeats included); a table
// set uses them to find cycles.
func (f *Formula) Slots() []int { return append([]int(nil), f.slots...) }

// HasDice reports whether f rolls dice of its own (not counting dice in the cells
// it reads).
func (f *Formula) HasDice() bool { return len(f.e.dice) > 0 }

// NumSlots returns the number of slots f reads (repeats included), as len(Slots()).
func (f *Formula) NumSlots() int { return len(f.slots) }

// Slot returns the slot of f's i-th reference in source order, as Slots()[i],
// without allocating. It panics if i is out of range.
func (f *Formula) Slot(i int) int { return f.slots[i] }

// Eval evaluates f, reading slots from env and rolling dice with rng. env may be nil
// if f reads no slots, rng may be nil if neither f nor what it reads rolls dice.
// It returns an *EvalError (see the package documentation) or the Env's error;
// the float64 is then 0. Eval allocates nothing unless it fails (then it
// allocates its *EvalError).
func (f *Formula) Eval(env Env, rng *griff.Rand) (float64, error) {
	v, err := f.e.root.eval(f, env, rng)
	if err != nil {
		return 0, err
	}
	return v, nil
}
