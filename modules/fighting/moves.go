package fighting

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Box is a rectangle relative to a fighter's feet, in world units: X0..X1
// forward from its middle (mirrored when it faces left), Y0..Y1 up from the
// ground. A Box with X1 <= X0 or Y1 <= Y0 is none. Saved with the keys
// "x0", "y0", "x1" and "y1"; the keys "X0" to "Y1" of files written before
// still load (encoding/json matches keys regardless of case).
type Box struct {
	X0 int `json:"x0"`
	Y0 int `json:"y0"`
	X1 int `json:"x1"`
	Y1 int `json:"y1"`
}

// Empty reports whether b covers nothing.
func (b Box) Empty() bool { return b.X1 <= b.X0 || b.Y1 <= b.Y0 }

// Guard is how an attack must be blocked.
type Guard uint8

// The guards (a move's "guard" line).
const (
	GuardMid  Guard = iota // blocked standing or crouching (the default)
	GuardHigh              // an overhead: blocked standing only
	GuardLow               // blocked crouching only
)

var guardNames = []string{"mid", "high", "low"}

// Stance is where a move is done from.
type Stance uint8

// The stances of a normal's input ("5LP", "2LP", "jLP").
const (
	StanceStand Stance = iota
	StanceCrouch
	StanceAir
)

// Buttons are the four attack buttons as a bit set.
type Buttons uint8

// The buttons (light and heavy punch and kick, as in Street Fighter's
// four-button layouts, and "P" or "K" for either of a kind).
const (
	ButtonLP Buttons = 1 << iota
	ButtonHP
	ButtonLK
	ButtonHK
	ButtonP = ButtonLP | ButtonHP
	ButtonK = ButtonLK | ButtonHK
)

// Input is what a move's input line says: a stance or a motion in numpad
// notation (directions as on a keypad, 6 forward, 4 back, 2 down), and the
// buttons.
type Input struct {
	// Stance is the normal's stance (motions and charges ignore it).
	Stance Stance
	// Motion is the directions in order ("236"), empty for a normal.
	Motion string
	// Charge is the direction held for ChargeSteps before the motion's one
	// direction ('4' or '2'), or 0.
	Charge byte
	// Buttons are the buttons: any one of them (P: LP or HP) or, with All,
	// every one at once (LP+LK, a throw).
	Buttons Buttons
	All     bool
}

// Move is one move of a character's move list, with its frame data. Steps
// are 60 a second (the template's step rate), as frames in Street Fighter's
// frame data.
type Move struct {
	// Name is the move's name ("Hadoken").
	Name  string
	Input Input
	// Startup is the step of the move its hitbox is first out (the SF and
	// Guilty Gear convention: a 4-step startup hits on its 4th step),
	// Active how many steps it stays out, Recovery the steps after.
	Startup, Active, Recovery int
	// Damage is the hit's damage at full scale; HitStun and BlockStun the
	// defender's steps stuck on hit and on block; Pushback how far the
	// defender slides away (units).
	Damage, HitStun, BlockStun, Pushback int
	Guard                                Guard
	// Hit is the hitbox while active; Hurt adds to the fighter's hurtbox
	// from startup to the end of recovery (an arm out).
	Hit, Hurt Box
	// HitSteps and HurtSteps are boxes for some steps only (a "hit" or
	// "hurt" line ending in a step range such as 8-11): when a move has
	// any, they are its boxes on those steps, and Hit or Hurt is not used
	// (a hitbox only out on active steps).
	HitSteps, HurtSteps []StepBox
	// Cancel: on contact the move's recovery can be cancelled into a
	// special or super. Knockdown: a hit knocks down. Throw: the hit is a
	// grab (unblockable, only on a grounded fighter not in stun).
	Cancel, Knockdown, Throw bool
	// Launch is the upward speed a hit gives (units a step), 0 for none:
	// the defender is juggled.
	Launch int
	// Invincible is how many of the first steps nothing hits the fighter
	// (a dragon punch's).
	Invincible int
	// Shot is the speed of the projectile the move throws on its first
	// active step (units a step), 0 for none; the projectile carries Hit.
	Shot int
	// Advance is how far the fighter moves forward each step of startup
	// and active (units a step); Rise lifts it off the ground (units a
	// step, as a jump's speed).
	Advance, Rise int
	// Meter is the super meter it costs (a super's MaxMeter).
	Meter int
	// Pose is the sprite column of its active steps (see the poses).
	Pose int
	// Line is the file line the move starts on.
	Line int
}

// StepBox is a box on steps From to To of a move (1 is its first step).
type StepBox struct {
	Box
	From, To int
}

// HitAt returns the hitbox on step n of the move (empty if none).
func (m *Move) HitAt(n int) Box {
	if !m.ActiveAt(n) {
		return Box{}
	}
	return boxAt(m.Hit, m.HitSteps, n)
}

// HurtAt returns the hurtbox the move adds on step n (empty if none).
func (m *Move) HurtAt(n int) Box { return boxAt(m.Hurt, m.HurtSteps, n) }

func boxAt(whole Box, steps []StepBox, n int) Box {
	if len(steps) == 0 {
		return whole
	}
	for _, b := range steps {
		if n >= b.From && n <= b.To {
			return b.Box
		}
	}
	return Box{}
}

// Total is the move's length in steps: startup steps before the hitbox,
// the active steps and the recovery.
func (m *Move) Total() int { return m.Startup - 1 + m.Active + m.Recovery }

// ActiveAt reports whether the hitbox is out on step n (1 is the move's
// first step).
func (m *Move) ActiveAt(n int) bool { return n >= m.Startup && n < m.Startup+m.Active }

// Character is a fighter's move list file read: its name, health, walk
// speeds, hurtboxes, look, and moves in the order they are tried (see the
// package documentation, "Which move comes out").
type Character struct {
	ID, Name string
	// Health is its full health; Walk and Back its walking speeds forward
	// and back (units a step).
	Health, Walk, Back int
	// Stand and Crouch are its hurtboxes standing and crouching; in the air
	// Stand is used.
	Stand, Crouch Box
	// Look is its row of the fighter sheet.
	Look int
	// Sheet is its Aseprite sheet's JSON file in the game folder (a
	// "sheet" line), whose slices give its boxes frame by frame (see the
	// package documentation, "Boxes from an Aseprite sheet"), or "": the
	// move list's boxes.
	Sheet string
	Moves []Move
	// art is the boxes read from Sheet, step by step, or nil.
	art *artBoxes
	// sheetAt is where the sheet line's file is named (file, line and
	// column of the move list): a sheet that cannot be opened warns there.
	sheetAt MoveError
}

// The pose names, as a move's "pose" line names them: the fighter sheet's
// columns.
var poseNames = []string{"idle", "walk", "crouch", "jump", "windup", "punch", "kick", "low",
	"upper", "shot", "recover", "hit", "block", "lowblock", "down", "throw", "fireball"}

// The poses, by column.
const (
	PoseIdle = iota
	PoseWalk
	PoseCrouch
	PoseJump
	PoseWindup
	PosePunch
	PoseKick
	PoseLow
	PoseUpper
	PoseShot
	PoseRecover
	PoseHit
	PoseBlock
	PoseLowBlock
	PoseDown
	PoseThrow
	PoseFireball
	poseCount
)

// Limits of a move list, so a broken file cannot make the game huge.
const (
	MaxMoves = 64
	MaxSteps = 120 // the most steps of startup, active or recovery
	MaxValue = 10000
)

// ErrMoves marks every mistake of a move list.
var ErrMoves = errors.New("move list")

// MoveError is one mistake of a move list file, at file:line:col.
type MoveError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *MoveError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Unwrap returns ErrMoves.
func (e *MoveError) Unwrap() error { return ErrMoves }

// moveReader reads one move list file.
type moveReader struct {
	file string
	c    *Character
	errs []error
	line int
	m    *Move
	// charLine is the line of the character line.
	charLine int
}

// ReadMoves reads a move list file (see the package documentation, "Move
// lists"): the character, or nil, and every mistake, each a *MoveError at
// file:line:col, in line order. A line with a mistake is left out and the rest is read;
// a move without startup, active or recovery is left out with a mistake.
func ReadMoves(file string, data []byte) (*Character, []error) {
	r := &moveReader{file: file, c: &Character{Health: 1000, Walk: 4, Back: 3,
		Stand: Box{-22, 0, 22, 100}, Crouch: Box{-24, 0, 24, 64}}}
	for i, text := range strings.Split(string(data), "\n") {
		r.line = i + 1
		if k := strings.IndexByte(text, '#'); k >= 0 {
			text = text[:k]
		}
		r.lineOf(text)
	}
	r.endMove()
	if r.c.ID == "" {
		r.errs = append(r.errs, &MoveError{file, 1, 1, "no \"character ID\" line"})
		r.inLineOrder()
		return nil, r.errs
	}
	if r.c.Name == "" {
		r.c.Name = r.c.ID
	}
	if len(r.c.Moves) == 0 {
		r.errs = append(r.errs, &MoveError{file, r.charLine, 1, fmt.Sprintf("character %q has no moves (a \"move NAME\" line starts one): it can only walk, jump and block", r.c.ID)})
	}
	r.inLineOrder()
	return r.c, r.errs
}

// inLineOrder sorts the mistakes by line (stably: those of one line stay
// in the order found), as a move's own mistakes are found at its end.
func (r *moveReader) inLineOrder() {
	slices.SortStableFunc(r.errs, func(a, b error) int {
		return a.(*MoveError).Line - b.(*MoveError).Line
	})
}

// field is a word of a line and its column (1-based).
type field struct {
	text string
	col  int
}

func fieldsOf(text string) []field {
	var fs []field
	start := -1
	for i := 0; i <= len(text); i++ {
		space := i == len(text) || text[i] == ' ' || text[i] == '\t' || text[i] == '\r'
		if !space && start < 0 {
			start = i
		} else if space && start >= 0 {
			fs = append(fs, field{text[start:i], start + 1})
			start = -1
		}
	}
	return fs
}

func (r *moveReader) fail(col int, format string, args ...any) {
	r.errs = append(r.errs, &MoveError{r.file, r.line, col, fmt.Sprintf(format, args...)})
}

// lineOf reads one line.
func (r *moveReader) lineOf(text string) {
	fs := fieldsOf(text)
	if len(fs) == 0 {
		return
	}
	key, args := fs[0], fs[1:]
	if key.text == "move" {
		r.endMove()
		if len(args) == 0 {
			r.fail(key.col+5, "a move needs a name")
			return
		}
		if len(r.c.Moves) >= MaxMoves {
			r.fail(key.col, "more than %d moves", MaxMoves)
			return
		}
		r.m = &Move{Name: joined(args), Startup: -1, Active: -1, Recovery: -1, Line: r.line}
		return
	}
	if r.m != nil {
		r.moveLine(key, args)
		return
	}
	r.characterLine(key, args)
}

func joined(fs []field) string {
	s := make([]string, len(fs))
	for i, f := range fs {
		s[i] = f.text
	}
	return strings.Join(s, " ")
}

// characterLine reads a line before the first move.
func (r *moveReader) characterLine(key field, args []field) {
	c := r.c
	switch key.text {
	case "character":
		if len(args) != 1 {
			r.fail(key.col, "character takes one id")
			return
		}
		c.ID = args[0].text
		r.charLine = r.line
	case "name":
		if len(args) == 0 {
			r.fail(key.col, "name takes a name")
			return
		}
		c.Name = joined(args)
	case "health":
		r.ints(key, args, 1, MaxValue, &c.Health)
	case "walk":
		r.ints(key, args, 0, 40, &c.Walk)
	case "back":
		r.ints(key, args, 0, 40, &c.Back)
	case "look":
		r.ints(key, args, 0, 15, &c.Look)
	case "stand":
		r.box(key, args, &c.Stand)
	case "crouch":
		r.box(key, args, &c.Crouch)
	case "sheet":
		if len(args) != 1 {
			r.fail(key.col, "sheet takes one file (assets/ryo.json)")
			return
		}
		c.Sheet = args[0].text
		c.sheetAt = MoveError{r.file, r.line, args[0].col, ""}
	default:
		r.fail(key.col, "unknown line %q before the first move (character, name, health, walk, back, look, stand, crouch, sheet, move)", key.text)
	}
}

// moveLine reads a line of a move.
func (r *moveReader) moveLine(key field, args []field) {
	m := r.m
	flag := func(b *bool) {
		if len(args) != 0 {
			r.fail(args[0].col, "%s takes nothing after it", key.text)
			return
		}
		*b = true
	}
	switch key.text {
	case "input":
		if len(args) != 1 {
			r.fail(key.col, "input takes one input (5LP, 2HK, jHK, 236P, 623P, [4]6P, LP+LK)")
			return
		}
		in, err := ParseInput(args[0].text)
		if err != nil {
			r.fail(args[0].col, "%v", err)
			return
		}
		m.Input = in
	case "startup":
		r.ints(key, args, 1, MaxSteps, &m.Startup)
	case "active":
		r.ints(key, args, 1, MaxSteps, &m.Active)
	case "recovery":
		r.ints(key, args, 0, MaxSteps, &m.Recovery)
	case "damage":
		r.ints(key, args, 0, MaxValue, &m.Damage)
	case "hitstun":
		r.ints(key, args, 0, MaxSteps, &m.HitStun)
	case "blockstun":
		r.ints(key, args, 0, MaxSteps, &m.BlockStun)
	case "pushback":
		r.ints(key, args, 0, 200, &m.Pushback)
	case "launch":
		r.ints(key, args, 1, 40, &m.Launch)
	case "invincible":
		r.ints(key, args, 1, MaxSteps, &m.Invincible)
	case "shot":
		r.ints(key, args, 1, 40, &m.Shot)
	case "advance":
		r.ints(key, args, -20, 20, &m.Advance)
	case "rise":
		r.ints(key, args, 1, 40, &m.Rise)
	case "meter":
		r.ints(key, args, 1, MaxMeter, &m.Meter)
	case "hit":
		r.stepBox(key, args, &m.Hit, &m.HitSteps)
	case "hurt":
		r.stepBox(key, args, &m.Hurt, &m.HurtSteps)
	case "guard":
		r.word(key, args, guardNames, (*uint8)(&m.Guard))
	case "pose":
		var p uint8
		if r.word(key, args, poseNames, &p) {
			m.Pose = int(p)
		}
	case "cancel":
		flag(&m.Cancel)
	case "knockdown":
		flag(&m.Knockdown)
	case "throw":
		flag(&m.Throw)
	default:
		r.fail(key.col, "unknown line %q in a move (input, startup, active, recovery, damage, hitstun, blockstun, pushback, guard, hit, hurt, cancel, knockdown, launch, invincible, throw, shot, advance, rise, meter, pose)", key.text)
	}
}

// endMove keeps the move being read if it is whole.
func (r *moveReader) endMove() {
	m := r.m
	r.m = nil
	if m == nil {
		return
	}
	var missing []string
	if m.Input.Buttons == 0 {
		missing = append(missing, "input")
	}
	for _, x := range []struct {
		n string
		v int
	}{{"startup", m.Startup}, {"active", m.Active}, {"recovery", m.Recovery}} {
		if x.v < 0 {
			missing = append(missing, x.n)
		}
	}
	if len(missing) > 0 {
		r.errs = append(r.errs, &MoveError{r.file, m.Line, 1, fmt.Sprintf("move %q has no %s: left out", m.Name, strings.Join(missing, ", "))})
		return
	}
	if r.duplicate(m) {
		return
	}
	if m.Hit.Empty() && len(m.HitSteps) == 0 && m.Damage > 0 {
		r.errs = append(r.errs, &MoveError{r.file, m.Line, 1, fmt.Sprintf("move %q does damage but has no hit box", m.Name)})
	}
	r.c.Moves = append(r.c.Moves, *m)
}

// duplicate reports (with a warning) whether m repeats a move kept before:
// its name (a sheet's tag, named as the move, could not tell them apart)
// or its input when the earlier move costs no meter (the list is tried in
// order, so m could never come out). The earlier move is kept, m left out.
func (r *moveReader) duplicate(m *Move) bool {
	for i := range r.c.Moves {
		o := &r.c.Moves[i]
		var why string
		switch {
		case o.Name == m.Name:
			why = "the name"
		case o.Input == m.Input && o.Meter == 0:
			why = "the input"
		default:
			continue
		}
		r.errs = append(r.errs, &MoveError{r.file, m.Line, 1, fmt.Sprintf("move %q has %s of move %q (line %d): that one is kept, this one left out", m.Name, why, o.Name, o.Line)})
		return true
	}
	return false
}

// ints reads one whole number in lo..hi into v.
func (r *moveReader) ints(key field, args []field, lo, hi int, v *int) {
	if len(args) != 1 {
		r.fail(key.col, "%s takes one number", key.text)
		return
	}
	n, err := strconv.Atoi(args[0].text)
	if err != nil || n < lo || n > hi {
		r.fail(args[0].col, "%s %q is not a whole number from %d to %d", key.text, args[0].text, lo, hi)
		return
	}
	*v = n
}

// box reads four whole numbers: x0 y0 x1 y1.
func (r *moveReader) box(key field, args []field, b *Box) {
	if len(args) != 4 {
		r.fail(key.col, "%s takes four numbers: x0 y0 x1 y1 (and for some steps only, a range such as 8-11)", key.text)
		return
	}
	var v [4]int
	for i, a := range args {
		n, err := strconv.Atoi(a.text)
		if err != nil || n < -400 || n > 400 {
			r.fail(a.col, "%q is not a whole number from -400 to 400", a.text)
			return
		}
		v[i] = n
	}
	if v[2] <= v[0] || v[3] <= v[1] {
		r.fail(args[0].col, "%s box is empty: x1 must be more than x0, y1 more than y0", key.text)
		return
	}
	*b = Box{v[0], v[1], v[2], v[3]}
}

// stepBox reads a box, or a box and a step range (8-11, or 8): one of
// the boxes of some steps.
func (r *moveReader) stepBox(key field, args []field, whole *Box, steps *[]StepBox) {
	if len(args) != 5 {
		r.box(key, args, whole)
		return
	}
	var sb StepBox
	from, to, ok := strings.Cut(args[4].text, "-")
	if !ok {
		to = from
	}
	a, err1 := strconv.Atoi(from)
	b, err2 := strconv.Atoi(to)
	if err1 != nil || err2 != nil || a < 1 || b < a || b > 3*MaxSteps {
		r.fail(args[4].col, "%q is not a step range such as 8-11", args[4].text)
		return
	}
	if len(*steps) >= 16 {
		r.fail(key.col, "more than 16 %s boxes in a move", key.text)
		return
	}
	before := len(r.errs)
	r.box(key, args[:4], &sb.Box)
	if len(r.errs) == before {
		sb.From, sb.To = a, b
		*steps = append(*steps, sb)
	}
}

// word reads one of names into v.
func (r *moveReader) word(key field, args []field, names []string, v *uint8) bool {
	if len(args) != 1 {
		r.fail(key.col, "%s takes one of %s", key.text, strings.Join(names, ", "))
		return false
	}
	for i, n := range names {
		if n == args[0].text {
			*v = uint8(i)
			return true
		}
	}
	r.fail(args[0].col, "%s %q is not one of %s", key.text, args[0].text, strings.Join(names, ", "))
	return false
}
