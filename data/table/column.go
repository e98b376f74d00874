package table

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/griffengine/griff/data/dice"
	"github.com/griffengine/griff/data/formula"

	"github.com/griffengine/griff/data/internal/quote"
)

// Type is the type of a column's cells.
type Type uint8

// The column types. The zero value is TypeText.
const (
	TypeText    Type = iota // any text, kept as written (quoted newlines included)
	TypeInt                 // a 64-bit integer such as -12 or +7
	TypeFloat               // a finite float64 such as 1.5, -2e3 or (with ";" files) 1,5
	TypeBool                // true/false, yes/no or 1/0, any case
	TypeDice                // a dice expression (package dice), such as 2d6+3
	TypeFormula             // a formula (package formula), such as 2d6 + strength * 1.5
	TypeRef                 // the id of a row of another table (Column.Target)
)

var typeNames = [...]string{"text", "int", "float", "bool", "dice", "formula", "ref"}

// String returns the type's name as a header writes it ("int", "formula", "ref").
func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return "Type(" + strconv.Itoa(int(t)) + ")"
}

// IsNumber reports whether a formula can read cells of type t as numbers: int,
// float, bool (1 or 0), dice (rolled) and formula (evaluated).
func (t Type) IsNumber() bool { return t != TypeText && t != TypeRef }

// Column describes one column of a table (the id column is not one).
type Column struct {
	Name   string // unique in its table; a formula name (letters, digits, _; not starting with a digit)
	Type   Type
	Target string // for TypeRef, the name of the table whose rows it names; else ""
}

// String returns c as a header cell writes it: "hp:int", "weapon:ref(weapons)".
func (c Column) String() string {
	if c.Type == TypeRef {
		return c.Name + ":ref(" + c.Target + ")"
	}
	return c.Name + ":" + c.Type.String()
}

// ErrHeader is wrapped by the errors of ParseHeader.
var ErrHeader = errors.New("bad column header")

// ParseHeader reads a header cell: "name" (type inferred later), "name:type" with
// type one of text, int, float, bool, dice, formula (any case), or
// "name:ref(table)". Spaces around the parts are ignored. It reports whether the
// type was given, and returns an error wrapping ErrHeader otherwise.
func ParseHeader(h string) (c Column, typed bool, err error) {
	name, typ, typed := strings.Cut(h, ":")
	c.Name = strings.TrimSpace(name)
	if err := nameError(c.Name); err != nil {
		return c, false, fmt.Errorf("%w: column name: %v", ErrHeader, err)
	}
	if !typed {
		return c, false, nil
	}
	typ = strings.TrimSpace(typ)
	low := strings.ToLower(typ)
	if strings.HasPrefix(low, "ref(") && strings.HasSuffix(low, ")") {
		c.Type, c.Target = TypeRef, strings.TrimSpace(typ[4:len(typ)-1])
		if err := nameError(c.Target); err != nil {
			return c, true, fmt.Errorf("%w: %s: ref needs a table name, as in ref(weapons): %v", ErrHeader, quote.Q(h), err)
		}
		return c, true, nil
	}
	for i, n := range typeNames {
		if low == n && Type(i) != TypeRef {
			c.Type = Type(i)
			return c, true, nil
		}
	}
	return c, true, fmt.Errorf("%w: %s: unknown type %s (want text, int, float, bool, dice, formula or ref(table))", ErrHeader, quote.Q(h), quote.Q(typ))
}

// IsName reports whether s can name a table or column: a Unicode letter or _, then
// letters, digits and _, that a formula reads as a name (see formula.CheckName):
// not dice such as "d6" or "D20", which a formula would roll, nor the keywords
// "and", "or", "not", "true", "false" in any case.
func IsName(s string) bool { return nameError(s) == nil }

// nameError says why s cannot name a table or column, or returns nil.
func nameError(s string) error {
	for i, r := range s {
		if r != '_' && !unicode.IsLetter(r) && (i == 0 || !unicode.IsDigit(r)) {
			return fmt.Errorf("%s is not a name (letters, digits and _, not starting with a digit)", quote.Q(s))
		}
	}
	if s == "" {
		return errors.New("empty name")
	}
	if err := formula.CheckName(s); err != nil {
		return fmt.Errorf("%v, so formulas could not read it", err)
	}
	return nil
}

// cell is one parsed cell; which field is used depends on the column type.
type cell struct {
	text string // TypeText, TypeRef (row id)
	num  float64
	i    int64
	dice *dice.Expr
	form *formula.Expr
}

// decimals says how float cells write their decimal point.
type decimals uint8

const (
	dotDecimals        decimals = iota // "1.5" only (a "," or tab separated file)
	dotOrCommaDecimals                 // "1.5" or "1,5" (a ";" file)
	commaDecimals                      // "1,5" only: a ";" file whose floats use decimal commas
)

// errDotInCommaFile is parseFloat's error for "1.000" in a file using "1,5".
var errDotInCommaFile = errors.New(`has a "." but this ";" file writes decimal commas ("1,5"), so it may be a thousands separator; write 1000 or 1,5`)

// errCommaOutsideSemicolon is parseFloat's error for "1,5" in a file that is not
// ";" separated (see the package documentation, CSV conventions).
var errCommaOutsideSemicolon = errors.New(`is not a finite number: a decimal comma ("1,5") is read only in ";" separated files; write 1.5`)

// parseCell reads text as a cell of type t, floats written as dec says.
func parseCell(t Type, text string, dec decimals) (cell, error) {
	s := strings.TrimSpace(text)
	switch t {
	case TypeText:
		return cell{text: text}, nil
	case TypeRef:
		return cell{text: s}, nil
	case TypeInt:
		if s == "" {
			return cell{}, nil
		}
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return cell{}, fmt.Errorf("%s is not an int", quote.Q(text))
		}
		return cell{i: v, num: float64(v)}, nil
	case TypeFloat:
		v, err := parseFloat(s, dec)
		if err == errDotInCommaFile {
			return cell{}, fmt.Errorf("%s %v", quote.Q(text), err)
		}
		if err != nil && dec == dotDecimals {
			if _, cerr := parseFloat(s, dotOrCommaDecimals); cerr == nil {
				return cell{}, fmt.Errorf("%s %w", quote.Q(text), errCommaOutsideSemicolon)
			}
		}
		if err != nil {
			return cell{}, fmt.Errorf("%s is not a finite number", quote.Q(text))
		}
		return cell{num: v}, nil
	case TypeBool:
		switch strings.ToLower(s) {
		case "true", "yes", "1":
			return cell{num: 1}, nil
		case "false", "no", "0", "":
			return cell{}, nil
		}
		return cell{}, fmt.Errorf("%s is not a bool (true/false, yes/no, 1/0)", quote.Q(text))
	case TypeDice:
		if s == "" {
			s = "0"
		}
		d, err := dice.Parse(s)
		return cell{dice: d}, err
	case TypeFormula:
		if s == "" {
			s = "0"
		}
		f, err := formula.Parse(s)
		return cell{form: f}, err
	}
	panic("table: unknown column type " + t.String())
}

func parseFloat(s string, dec decimals) (float64, error) {
	if s == "" {
		return 0, nil
	}
	switch {
	case dec != dotDecimals && strings.Count(s, ",") == 1 && !strings.Contains(s, "."):
		s = strings.Replace(s, ",", ".", 1)
	case dec == commaDecimals && strings.Contains(s, "."):
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return 0, errDotInCommaFile
		}
	}
	if strings.Trim(s, "0123456789+-.eE") != "" {
		return 0, errors.New("not a decimal number")
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, errors.New("not a finite number")
	}
	return v, nil
}

// format returns the canonical text of a cell of type t.
func (c cell) format(t Type) string {
	switch t {
	case TypeInt:
		return strconv.FormatInt(c.i, 10)
	case TypeFloat:
		return strconv.FormatFloat(c.num, 'g', -1, 64)
	case TypeBool:
		return strconv.FormatBool(c.num != 0)
	case TypeDice:
		return c.dice.String()
	case TypeFormula:
		return c.form.String()
	}
	return c.text
}

// infer returns the type of an untyped column from its cells: int if every
// non-empty cell is an int, else float if every one is a number, else bool if every
// one is true or false, else text. A column with no non-empty cell is text.
func infer(cells []string, dec decimals) Type {
	isAll := func(ok func(string) bool) bool {
		any := false
		for _, c := range cells {
			s := strings.TrimSpace(c)
			if s == "" {
				continue
			}
			if !ok(s) {
				return false
			}
			any = true
		}
		return any
	}
	switch {
	case isAll(func(s string) bool { _, err := strconv.ParseInt(s, 10, 64); return err == nil }):
		return TypeInt
	case isAll(func(s string) bool { _, err := parseFloat(s, dec); return err == nil }):
		return TypeFloat
	case isAll(func(s string) bool { s = strings.ToLower(s); return s == "true" || s == "false" }):
		return TypeBool
	}
	return TypeText
}

// usesDecimalComma reports whether a float column of raw (typed float, or
// inferred float) has a cell written with a decimal comma ("1,5").
func usesDecimalComma(raw []*rawColumn) bool {
	for _, rc := range raw {
		if rc.skip || (rc.typed && rc.col.Type != TypeFloat) || (!rc.typed && infer(rc.cells, dotOrCommaDecimals) != TypeFloat) {
			continue
		}
		for _, c := range rc.cells {
			if s := strings.TrimSpace(c); strings.Count(s, ",") == 1 && !strings.Contains(s, ".") {
				if _, err := parseFloat(s, dotOrCommaDecimals); err == nil {
					return true
				}
			}
		}
	}
	return false
}
