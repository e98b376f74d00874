package cards

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	datatable "github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/scenes"
)

// FileError is a mistake in a card or enemy table, at its place: line and
// column count from 1, columns in characters.
type FileError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *FileError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Verb is what an effect does.
type Verb uint8

// The verbs of card effects (see ReadCards).
const (
	VerbDamage Verb = iota + 1
	VerbBlock
	VerbDraw
	VerbEnergy
	VerbExhaust
	VerbAdd
	VerbSet
)

// Effect is one clause of a card's effects.
type Effect struct {
	Verb Verb
	// Amount is the clause's number; Times the hits of a damage clause (1 by
	// default).
	Amount, Times int
	// All is true for damage dealt to every enemy.
	All bool
	// Type and Key name the component field of an add or set clause, Self
	// whether it is the player's (else the target's).
	Type *scenes.ComponentType
	Key  string
	Self bool
}

// CardDef is one row of the card table.
type CardDef struct {
	ID, Name, Kind string
	Cost           int
	Effects        []Effect
	// Text is the card's rules text, drawn on it.
	Text string
	// Targeted is true when the card needs an enemy chosen (a damage clause
	// not on all, or an add or set on the target).
	Targeted bool
	// Exhaust is true when the card goes to the exhaust pile once played.
	Exhaust bool
}

// The kinds of card, each with its own frame.
var cardKinds = []string{"attack", "skill", "power"}

// cardColumns and enemyColumns are the tables' headers, in order.
var (
	cardColumns  = []string{"id", "name", "kind", "cost", "effects", "text"}
	enemyColumns = []string{"id", "name", "hp", "intents", "look"}
)

// MaxAmount bounds every number of the tables (costs, amounts, hit points),
// so no sum of them overflows.
const MaxAmount = 999

// source is a table's file: its name and text, and where its lines start
// (found once, when the first mistake needs a column in characters).
type source struct {
	file  string
	data  []byte
	lines []int
}

// errorAt returns a FileError at line and byte column col (encoding/csv
// counts columns in bytes), its column counted in characters and at most
// just past the line's last character.
func (s *source) errorAt(line, col int, msg string) *FileError {
	if s.lines == nil {
		s.lines = append(s.lines, 0)
		for i, b := range s.data {
			if b == '\n' {
				s.lines = append(s.lines, i+1)
			}
		}
	}
	if line >= 1 && line <= len(s.lines) && col >= 1 {
		start, end := s.lines[line-1], len(s.data)
		if line < len(s.lines) {
			end = s.lines[line] - 1 // at most the line's end (csv may say past it)
		}
		col = utf8.RuneCount(s.data[start:max(min(start+col-1, end), start)]) + 1
	}
	return &FileError{s.file, line, col, msg}
}

// table reads a CSV file whose first row is header, calling row with each
// later record; a record's mistakes are returned by row and the row is left
// out, as is a record with a field that is not UTF-8 text. A file that does
// not read as CSV stops at the mistake.
func table(file string, data []byte, header []string, row func(src *source, r *csv.Reader, rec []string) error) []error {
	var errs []error
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte order mark spreadsheet programs write
	sep, sepRows, err := datatable.Separator(data, '#')
	if err != nil {
		return []error{&FileError{file, 1, 1, err.Error()}}
	}
	if sepRows > 0 { // the sep line made a comment (in a copy), so lines count as in the file
		data = bytes.Clone(data)
		data[0] = '#'
	}
	src := &source{file: file, data: data}
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = sep
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	r.Comment = '#'
	first := true
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			return append(errs, src.errorAt(pe.Line, pe.Column, pe.Err.Error()))
		} else if err != nil {
			return append(errs, &FileError{file, 1, 1, err.Error()})
		}
		if i := slices.IndexFunc(rec, func(f string) bool { return !utf8.ValidString(f) }); i >= 0 {
			errs = append(errs, at(src, r, i, "the field is not UTF-8 text"))
			if first {
				return errs // no header: nothing can be read
			}
			continue
		}
		if first {
			first = false
			if !slices.Equal(trimAll(rec), header) {
				return append(errs, at(src, r, 0, "the first row must be %q", strings.Join(header, ",")))
			}
			continue
		}
		if len(rec) != len(header) {
			errs = append(errs, at(src, r, 0, "%d fields, want %d (%s)", len(rec), len(header), strings.Join(header, ",")))
			continue
		}
		if err := row(src, r, trimAll(rec)); err != nil {
			errs = append(errs, err)
		}
	}
	if first {
		errs = append(errs, &FileError{file, 1, 1, "the table is empty"})
	}
	return errs
}

func trimAll(rec []string) []string {
	for i := range rec {
		rec[i] = strings.TrimSpace(rec[i])
	}
	return rec
}

// at returns a FileError at field i of r's last record of src.
func at(src *source, r *csv.Reader, i int, format string, args ...any) error {
	line, col := r.FieldPos(i)
	return src.errorAt(line, col, fmt.Sprintf(format, args...))
}

// amount reads a whole number from 0 to MaxAmount.
func amount(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0 && n <= MaxAmount
}

// ReadCards reads a card table: a CSV file (encoding/csv; '#' starts a
// comment line; a byte order mark is dropped; the separator is found as
// data/table finds it (table.Separator): named by a first line "sep=;" as
// spreadsheet programs write, else the most frequent of ",", ";" and tab
// on the header line; a sep line naming another character is refused
// with data/table's message) whose first
// row is "id,name,kind,cost,effects,text" and each later row a card.
// Its numbers are whole, so no decimal comma is read.
// kind is attack, skill or power; cost 0 to MaxAmount; effects clauses
// separated by ';':
//
//	damage N [xM] [all]    N damage (plus the player's strength) to the
//	                       target, M times, or to every enemy
//	block N                N block to the player
//	draw N                 draw N cards
//	energy N               N more energy this turn
//	exhaust                the card goes to the exhaust pile once played
//	add T.F N [self]       add N to the saved number field F of component
//	set T.F N [self]       T (the component model's names, for example
//	                       "Cards.Fighter.strength") of the target, or of
//	                       the player with self
//
// A row with a mistake is left out and its error, at file:line:col, is
// returned with the rest; so is an id given twice. It returns the cards
// read, in file order.
func ReadCards(file string, data []byte) ([]CardDef, []error) {
	var out []CardDef
	seen := map[string]bool{}
	errs := table(file, data, cardColumns, func(src *source, r *csv.Reader, rec []string) error {
		d := CardDef{ID: rec[0], Name: rec[1], Kind: rec[2], Text: rec[5]}
		switch {
		case d.ID == "" || strings.ContainsAny(d.ID, " \t"):
			return at(src, r, 0, "a card id is one word, got %q", d.ID)
		case seen[d.ID]:
			return at(src, r, 0, "the card %q is given twice", d.ID)
		case !slices.Contains(cardKinds, d.Kind):
			return at(src, r, 2, "the kind %q is none of %s", d.Kind, strings.Join(cardKinds, ", "))
		}
		var ok bool
		if d.Cost, ok = amount(rec[3]); !ok {
			return at(src, r, 3, "the cost %q is not a whole number from 0 to %d", rec[3], MaxAmount)
		}
		for clause := range strings.SplitSeq(rec[4], ";") {
			e, err := parseEffect(strings.Fields(clause))
			if err != nil {
				return at(src, r, 4, "%q: %v", strings.TrimSpace(clause), err)
			}
			switch {
			case e.Verb == VerbExhaust:
				d.Exhaust = true
				continue
			case e.Verb == VerbDamage && !e.All, (e.Verb == VerbAdd || e.Verb == VerbSet) && !e.Self:
				d.Targeted = true
			}
			d.Effects = append(d.Effects, e)
		}
		seen[d.ID] = true
		out = append(out, d)
		return nil
	})
	return out, errs
}

// verbs names the verbs of card effects.
var verbs = map[string]Verb{"damage": VerbDamage, "block": VerbBlock, "draw": VerbDraw, "energy": VerbEnergy,
	"exhaust": VerbExhaust, "add": VerbAdd, "set": VerbSet}

// parseEffect reads one clause of a card's effects, split into words.
func parseEffect(w []string) (Effect, error) {
	if len(w) == 0 {
		return Effect{}, errors.New("an empty clause (two ';' in a row?)")
	}
	v, ok := verbs[w[0]]
	if !ok {
		return Effect{}, fmt.Errorf("no verb %q (damage, block, draw, energy, exhaust, add, set)", w[0])
	}
	e := Effect{Verb: v, Times: 1}
	switch v {
	case VerbExhaust:
		if len(w) != 1 {
			return e, errors.New("exhaust takes nothing more")
		}
		return e, nil
	case VerbAdd, VerbSet:
		return parseField(e, w)
	}
	if len(w) < 2 {
		return e, fmt.Errorf("%s needs an amount", w[0])
	}
	if e.Amount, ok = amount(w[1]); !ok {
		return e, fmt.Errorf("the amount %q is not a whole number from 0 to %d", w[1], MaxAmount)
	}
	rest := w[2:]
	if v == VerbDamage && len(rest) > 0 && strings.HasPrefix(rest[0], "x") {
		if e.Times, ok = amount(rest[0][1:]); !ok || e.Times == 0 {
			return e, fmt.Errorf("the hits %q are not x1 to x%d", rest[0], MaxAmount)
		}
		rest = rest[1:]
	}
	if v == VerbDamage && len(rest) > 0 && rest[0] == "all" {
		e.All, rest = true, rest[1:]
	}
	if len(rest) > 0 {
		return e, fmt.Errorf("%q is not understood after %s", strings.Join(rest, " "), w[0])
	}
	return e, nil
}

// parseField reads an add or set clause: the component field is checked
// against the component model (a registered component type, a saved number
// field), so a card can change only what the game saves.
func parseField(e Effect, w []string) (Effect, error) {
	if len(w) < 3 || len(w) > 4 || (len(w) == 4 && w[3] != "self") {
		return e, fmt.Errorf("%s takes COMPONENT.FIELD AMOUNT [self]", w[0])
	}
	dot := strings.LastIndexByte(w[1], '.')
	if dot <= 0 {
		return e, fmt.Errorf("%q is not COMPONENT.FIELD", w[1])
	}
	e.Type, e.Key = scenes.TypeNamed(w[1][:dot]), w[1][dot+1:]
	if e.Type == nil {
		return e, fmt.Errorf("no component %q", w[1][:dot])
	}
	if !numberField(e.Type, e.Key) {
		return e, fmt.Errorf("%s saves no number field %q", e.Type.Name(), e.Key)
	}
	if e.Type == scenes.TypeOf[Fighter]() && e.Key == "enemy" {
		return e, errors.New("a card cannot change which side a fighter is on (Cards.Fighter.enemy)")
	}
	n, err := strconv.Atoi(w[2])
	if err != nil || n < -MaxAmount || n > MaxAmount {
		return e, fmt.Errorf("the amount %q is not a whole number from %d to %d", w[2], -MaxAmount, MaxAmount)
	}
	e.Amount, e.Self = n, len(w) == 4
	return e, nil
}

// numberField reports whether ct saves a number field under key.
func numberField(ct *scenes.ComponentType, key string) bool {
	for _, f := range ct.Fields() {
		if f.Key != key && !slices.Contains(f.Former, key) {
			continue
		}
		switch f.Type.Kind() {
		case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
			return true
		}
	}
	return false
}

// IntentKind is what an enemy does on its turn.
type IntentKind uint8

// The kinds of intent (see ReadEnemies).
const (
	IntentAttack IntentKind = iota + 1
	IntentBlock
	IntentStrength
)

// Intent is one move of an enemy.
type Intent struct {
	Kind          IntentKind
	Amount, Times int
}

// EnemyDef is one row of the enemy table.
type EnemyDef struct {
	ID, Name string
	HP       int
	Intents  []string
	// Look is the enemy's picture: its column in the fighter sheet.
	Look int
}

// ReadEnemies reads an enemy table: a CSV file whose first row is
// "id,name,hp,intents,look" and each later row an enemy. hp is 1 to
// MaxAmount; intents are the enemy's moves, played in turn and again from
// the first, separated by ';': "attack N [xM]", "block N", "strength N";
// look is its picture's column in the fighter sheet (0 to 7). Mistakes are
// returned as ReadCards returns them.
func ReadEnemies(file string, data []byte) ([]EnemyDef, []error) {
	var out []EnemyDef
	seen := map[string]bool{}
	errs := table(file, data, enemyColumns, func(src *source, r *csv.Reader, rec []string) error {
		d := EnemyDef{ID: rec[0], Name: rec[1]}
		var ok bool
		switch {
		case d.ID == "" || strings.ContainsAny(d.ID, " \t"):
			return at(src, r, 0, "an enemy id is one word, got %q", d.ID)
		case seen[d.ID]:
			return at(src, r, 0, "the enemy %q is given twice", d.ID)
		}
		if d.HP, ok = amount(rec[2]); !ok || d.HP == 0 {
			return at(src, r, 2, "the hit points %q are not a whole number from 1 to %d", rec[2], MaxAmount)
		}
		for s := range strings.SplitSeq(rec[3], ";") {
			s = strings.Join(strings.Fields(s), " ")
			if _, err := ParseIntent(s); err != nil {
				return at(src, r, 3, "%q: %v", s, err)
			}
			d.Intents = append(d.Intents, s)
		}
		if d.Look, ok = amount(rec[4]); !ok || d.Look > MaxLook {
			return at(src, r, 4, "the look %q is not a column 0 to %d", rec[4], MaxLook)
		}
		seen[d.ID] = true
		out = append(out, d)
		return nil
	})
	return out, errs
}

// ParseIntent reads one intent: "attack N", "attack N xM", "block N" or
// "strength N", N and M whole numbers from 0 to MaxAmount (M from 1).
// It allocates nothing for a good intent (enemies' intents are read each
// step to be shown).
func ParseIntent(s string) (Intent, error) {
	var buf [4]string
	w := buf[:0]
	for f := range strings.FieldsSeq(s) {
		if len(w) == len(buf) {
			break
		}
		w = append(w, f)
	}
	if len(w) < 2 || len(w) > 3 {
		return Intent{}, errors.New("an intent is attack N [xM], block N or strength N")
	}
	in := Intent{Times: 1}
	switch w[0] {
	case "attack":
		in.Kind = IntentAttack
	case "block":
		in.Kind = IntentBlock
	case "strength":
		in.Kind = IntentStrength
	default:
		return in, fmt.Errorf("no intent %q (attack, block, strength)", w[0])
	}
	var ok bool
	if in.Amount, ok = amount(w[1]); !ok {
		return in, fmt.Errorf("the amount %q is not a whole number from 0 to %d", w[1], MaxAmount)
	}
	if len(w) == 3 {
		if in.Kind != IntentAttack || !strings.HasPrefix(w[2], "x") {
			return in, fmt.Errorf("%q is not understood", w[2])
		}
		if in.Times, ok = amount(w[2][1:]); !ok || in.Times == 0 {
			return in, fmt.Errorf("the hits %q are not x1 to x%d", w[2], MaxAmount)
		}
	}
	return in, nil
}
