package formula

import (
	"strconv"
	"strings"

	"github.com/griffengine/griff/data/dice"

	"github.com/griffengine/griff/data/internal/quote"
)

// MaxDepth bounds the nesting of a formula (parentheses, function arguments,
// unary signs and powers), so a hostile one cannot exhaust the stack: Parse
// refuses a deeper formula with an *Error at the first token too deep.
const MaxDepth = 200

type parser struct {
	src    string
	toks   []token
	i      int
	depth  int
	refs   []Ref // the references made so far, left to right
	refPos []int32
	dice   []dice.Group // the dice groups made so far, left to right
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

// is reports whether the next token is the punctuation or keyword s (keywords
// case-insensitive), and consumes it if so.
func (p *parser) is(s string) bool {
	t := p.peek()
	if (t.kind == tPunct && t.text == s) || (t.kind == tName && isKeyword(s) && strings.EqualFold(t.text, s)) {
		p.i++
		return true
	}
	return false
}

func isKeyword(s string) bool {
	switch s {
	case "and", "or", "not", "true", "false":
		return true
	}
	return false
}

func (p *parser) expect(s string) error {
	if !p.is(s) {
		return p.unexpected("want " + strconv.Quote(s))
	}
	return nil
}

func (p *parser) unexpected(want string) *Error {
	t := p.peek()
	if t.kind == tEOF {
		return errAt(p.src, t.pos, "unexpected end of formula, %s", want)
	}
	return errAt(p.src, t.pos, "unexpected %s, %s", quote.Q(p.src[t.pos:p.toks[p.i+1].pos]), want)
}

func (p *parser) parseExpr() (*node, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > MaxDepth {
		return nil, errAt(p.src, p.peek().pos, "formula nested deeper than %d", MaxDepth)
	}
	return p.parseBinary(0)
}

// levels of binary operators, loosest first; comparison (level 3) does not chain.
var levels = [][]struct {
	text string
	op   op
}{
	{{"or", opOr}},
	{{"and", opAnd}},
	nil, // not: prefix, handled in parseBinary
	{{"<=", opLE}, {">=", opGE}, {"<>", opNE}, {"!=", opNE}, {"==", opEQ}, {"=", opEQ}, {"<", opLT}, {">", opGT}},
	{{"+", opAdd}, {"-", opSub}},
	{{"*", opMul}, {"/", opDiv}, {"%", opMod}},
}

func (p *parser) parseBinary(level int) (*node, error) {
	if level == len(levels) {
		return p.parseUnary()
	}
	if levels[level] == nil { // not
		if t := p.peek(); p.is("not") {
			a, err := p.parseBinary(level)
			if err != nil {
				return nil, err
			}
			return &node{op: opNot, pos: int32(t.pos), a: a}, nil
		}
		return p.parseBinary(level + 1)
	}
	left, err := p.parseBinary(level + 1)
	if err != nil {
		return nil, err
	}
	for chained := false; ; chained = true {
		t := p.peek()
		found := false
		for _, o := range levels[level] {
			if p.is(o.text) {
				if chained && level == 3 {
					return nil, errAt(p.src, t.pos, "comparisons do not chain; use and")
				}
				right, err := p.parseBinary(level + 1)
				if err != nil {
					return nil, err
				}
				left, found = &node{op: o.op, pos: int32(t.pos), a: left, b: right}, true
				break
			}
		}
		if !found {
			return left, nil
		}
	}
}

func (p *parser) parseUnary() (*node, error) {
	t := p.peek()
	if p.is("-") || p.is("+") {
		p.depth++
		defer func() { p.depth-- }()
		if p.depth > MaxDepth {
			return nil, errAt(p.src, t.pos, "formula nested deeper than %d", MaxDepth)
		}
		a, err := p.parseUnary()
		if err != nil || t.text == "+" {
			return a, err
		}
		return &node{op: opNeg, pos: int32(t.pos), a: a}, nil
	}
	base, err := p.parsePrimary()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); p.is("^") {
		p.depth++
		defer func() { p.depth-- }()
		if p.depth > MaxDepth {
			return nil, errAt(p.src, t.pos, "formula nested deeper than %d", MaxDepth)
		}
		exp, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		return &node{op: opPow, pos: int32(t.pos), a: base, b: exp}, nil
	}
	return base, nil
}

func (p *parser) parsePrimary() (*node, error) {
	t := p.peek()
	switch t.kind {
	case tNum:
		p.next()
		return &node{op: opNum, pos: int32(t.pos), num: t.num}, nil
	case tDice:
		p.next()
		p.dice = append(p.dice, t.dice)
		return &node{op: opDice, pos: int32(t.pos), idx: int32(len(p.dice) - 1)}, nil
	case tName:
		return p.parseName()
	}
	if p.is("(") {
		e, err := p.parseExpr()
		if err != nil {
			return nil, err
		}
		return e, p.expect(")")
	}
	return nil, p.unexpected("want a number, dice, name or (")
}

func (p *parser) parseName() (*node, error) {
	t := p.next()
	switch {
	case strings.EqualFold(t.text, "true"):
		return &node{op: opNum, pos: int32(t.pos), num: 1}, nil
	case strings.EqualFold(t.text, "false"):
		return &node{op: opNum, pos: int32(t.pos), num: 0}, nil
	case isKeyword(strings.ToLower(t.text)):
		return nil, errAt(p.src, t.pos, "unexpected %s, want a value", quote.Q(t.text))
	}
	if p.is("(") {
		return p.parseCall(t)
	}
	n := &node{op: opRef, pos: int32(t.pos), idx: int32(len(p.refs))}
	p.refs, p.refPos = append(p.refs, Ref{Column: t.text}), append(p.refPos, int32(t.pos))
	ref := &p.refs[n.idx]
	if p.is("[") {
		id := p.peek()
		if id.kind != tName && id.kind != tStr && !(id.kind == tNum && isDigits(id.text)) {
			return nil, p.unexpected("want a row id")
		}
		p.next()
		if err := p.expect("]"); err != nil {
			return nil, err
		}
		*ref = Ref{Table: t.text, Row: id.text}
		if err := p.expect("."); err != nil {
			return nil, err
		}
		return n, p.refColumn(ref)
	}
	if p.is(".") {
		*ref = Ref{Via: t.text}
		return n, p.refColumn(ref)
	}
	return n, nil
}

func (p *parser) refColumn(ref *Ref) error {
	c := p.peek()
	if c.kind != tName {
		return p.unexpected("want a column name")
	}
	p.next()
	ref.Column = c.text
	return nil
}

func isDigits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func (p *parser) parseCall(name token) (*node, error) {
	f, ok := funcByName(name.text)
	if !ok {
		return nil, errAt(p.src, name.pos, "unknown function %s", quote.Q(name.text))
	}
	n := &node{op: opCall, fn: f, pos: int32(name.pos)}
	if !p.is(")") {
		for {
			a, err := p.parseExpr()
			if err != nil {
				return nil, err
			}
			n.args = append(n.args, a)
			if p.is(")") {
				break
			}
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
	}
	lo, hi := f.arity()
	if len(n.args) < lo || hi >= 0 && len(n.args) > hi {
		return nil, errAt(p.src, name.pos, "%s takes %s, got %d", f, f.arityText(), len(n.args))
	}
	return n, nil
}
