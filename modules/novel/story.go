package novel

import "fmt"

// Ext is the extension of story files.
const Ext = ".story"

// MaxStoryLen is the largest story file read, in bytes (1 MiB); a longer one
// is refused with one problem.
const MaxStoryLen = 1 << 20

// Op is the kind of one instruction of a compiled story.
type Op uint8

// The instructions a story compiles to (see Story.Code).
const (
	OpSay   Op = iota // a line said by Who (narration when Who is "")
	OpMenu            // a choice menu: Options
	OpGoto            // go to Target
	OpIfNot           // go to Target unless Cond holds
	OpSet             // set a flag (Cond.Flag, Assign, Value)
	OpBg              // change the background to Name
	OpShow            // show or move character Who with expression Name at At
	OpHide            // hide character Who
	OpMusic           // play music Name ("" stops it)
	OpSound           // play sound Name
	OpEnd             // the story ends
)

var opNames = [...]string{"say", "menu", "goto", "ifnot", "set", "bg", "show", "hide", "music", "sound", "end"}

// String returns the op's name ("say", "menu", ...).
func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("Op(%d)", uint8(o))
}

// Transition is how a change on the stage is shown.
type Transition uint8

// The transitions: none (a cut), fade (through black for a background, in
// from transparent for a character), dissolve (a cross-fade) and slide (a
// character slides in from the nearest edge, out to it, or to its new place).
const (
	TransNone Transition = iota
	TransFade
	TransDissolve
	TransSlide
)

var transNames = [...]string{"none", "fade", "dissolve", "slide"}

// String returns the transition's name as stories write it.
func (t Transition) String() string {
	if int(t) < len(transNames) {
		return transNames[t]
	}
	return fmt.Sprintf("Transition(%d)", uint8(t))
}

// DefaultTransitionSteps is how many steps a transition lasts when the story
// gives no count: 30, half a second at the default 60 steps a second (Ren'Py's
// dissolve lasts 0.5 s).
const DefaultTransitionSteps = 30

// MaxTransitionSteps is the longest transition a story may ask for, in steps.
const MaxTransitionSteps = 600

// Cond is a test of one flag: its truth (negated when Not), or, when Cmp is
// not "", the flag's integer value compared with Value by Cmp (== != < <= > >=).
// A flag never set is 0 (false). The zero Cond with Flag "" always holds.
type Cond struct {
	Flag  string
	Not   bool
	Cmp   string
	Value int64
}

// Holds reports whether c holds for the flag value v.
func (c Cond) Holds(v int64) bool {
	if c.Flag == "" {
		return true
	}
	if c.Cmp == "" {
		return (v != 0) != c.Not
	}
	switch c.Cmp {
	case "==":
		return v == c.Value
	case "!=":
		return v != c.Value
	case "<":
		return v < c.Value
	case "<=":
		return v <= c.Value
	case ">":
		return v > c.Value
	}
	return v >= c.Value
}

// Option is one choice of a menu.
type Option struct {
	// Text is what the player reads.
	Text string
	// Cond must hold for the option to be offered (an option whose condition
	// fails is left out of the menu, as Ren'Py does).
	Cond Cond
	// Target is the instruction the option's block starts at.
	Target int
}

// Instr is one instruction of a compiled story.
type Instr struct {
	Op Op
	// Line and Col place the statement in its file (1-based; Col counts bytes).
	Line, Col int
	// Who is the speaker (OpSay, "" for narration) or the character (OpShow,
	// OpHide): a character's id.
	Who string
	// Text is a line's text (OpSay).
	Text string
	// ID names a line for the read-lines record: "label/n", the n-th line
	// (from 0) of the label in the file.
	ID string
	// Name is the background, expression, music or sound named.
	Name string
	// At is where a shown character stands, as a fraction of the stage's
	// width (0.25 left, 0.5 center, 0.75 right); 0 keeps its place (or center).
	At float64
	// With and Steps are the transition and how many steps it lasts.
	With  Transition
	Steps int
	// Cond is the condition (OpIfNot) or the flag set (OpSet: Cond.Flag).
	Cond Cond
	// Assign is '=', '+' or '-' and Value the number (OpSet).
	Assign byte
	Value  int64
	// Target is where OpGoto and OpIfNot go.
	Target int
	// Options are a menu's choices (OpMenu).
	Options []Option
}

// Character is a character a story declares: "character aki "Aki" #e0708f".
type Character struct {
	// ID is how the story names it ("aki"); images are
	// assets/ID_EXPRESSION.png.
	ID string
	// Name is shown in the name box.
	Name string
	// Color is the name's colour as "#rrggbb"; "" is white.
	Color string
}

// Story is a compiled story file: its characters, its code and its labels.
// A Story is immutable once read and may be shared by games.
type Story struct {
	// Name is the file's name, as problems give it.
	Name string
	// Characters are the declared characters, in file order.
	Characters []Character
	// Code is the story's instructions; running off its end ends the story.
	Code []Instr
	// Labels maps each label to the instruction it starts at.
	Labels map[string]int
}

// Character returns the character with id, or nil.
func (s *Story) Character(id string) *Character {
	for i := range s.Characters {
		if s.Characters[i].ID == id {
			return &s.Characters[i]
		}
	}
	return nil
}

// Problem is one mistake in a story file: its place and what is wrong.
type Problem struct {
	File      string
	Line, Col int
	Message   string
}

// Error returns the problem as "file:line:col: message".
func (p Problem) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Message)
}
