package balance

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ErrBadSpec is wrapped by every error about a .sim file's content or about what
// it names in the game folder.
var ErrBadSpec = errors.New("bad simulation spec")

// SpecError is an error in a .sim file: the file, the line (1-based; 0 when the
// mistake is a missing key) and the key it is about.
type SpecError struct {
	File string
	Line int
	Key  string
	Err  error
}

// Error returns "file:line: key: message" ("file: key: message" without a line).
func (e *SpecError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	b.WriteString(": ")
	if e.Key != "" {
		b.WriteString(e.Key)
		b.WriteString(": ")
	}
	b.WriteString(e.Err.Error())
	return b.String()
}

// Unwrap returns ErrBadSpec joined with the underlying error.
func (e *SpecError) Unwrap() []error { return []error{ErrBadSpec, e.Err} }

// Limits of a Spec's numbers.
const (
	MaxRuns      = 10_000_000  // games per row
	MaxSteps     = 100_000_000 // steps per game
	MaxBlock     = 1_000_000   // games per block
	DefaultBlock = 64          // games per block when the file gives none
)

// Spec is a simulation: what a .sim file says (see the package documentation for
// the format and the meaning of each key). Make one with ParseSpec or by hand; Run
// checks it.
type Spec struct {
	// File names the spec in messages (the .sim file's path).
	File string
	// Scene is the scene played: scenes/Scene.json of the game folder.
	Scene string
	// Systems names system sets registered with RegisterSystems, added to every
	// game in this order after the built-in systems.
	Systems []string
	// Table is the table whose rows are tried.
	Table string
	// Rows are the ids of the rows tried, in order; nil means every row of the
	// table in file order.
	Rows []string
	// Fill names the entities of the scene filled from the row; at least one.
	Fill []string
	// Runs is the number of games per row, 1 to MaxRuns.
	Runs int
	// MaxSteps is the step limit of a game, 1 to MaxSteps; a game still undecided
	// then is a timeout.
	MaxSteps int
	// Seed is the simulation's seed (see GameSeed).
	Seed uint64
	// Win is the Outcome.Winner counted as a win; "" means Fill[0].
	Win string
	// Metrics are the Outcome.Metrics reported, besides "steps"; names are unique.
	Metrics []string
	// Percentiles are the percentiles reported, each 0 to 100; nil means 10, 50, 90.
	Percentiles []float64
	// Block is the number of games per block, 1 to MaxBlock; 0 means DefaultBlock.
	Block int

	lines map[string]int // line of each key read from a file
}

// line returns the line of key in the file, or 0.
func (s *Spec) line(key string) int { return s.lines[key] }

// errAt returns a *SpecError about key.
func (s *Spec) errAt(key string, format string, args ...any) error {
	return &SpecError{File: s.File, Line: s.line(key), Key: key, Err: fmt.Errorf(format, args...)}
}

// specKeys lists the keys of a .sim file and how each is read.
var specKeys = map[string]func(s *Spec, vals []string) error{
	"scene":       func(s *Spec, v []string) error { return one(v, &s.Scene) },
	"systems":     func(s *Spec, v []string) error { s.Systems = v; return nil },
	"table":       func(s *Spec, v []string) error { return one(v, &s.Table) },
	"rows":        func(s *Spec, v []string) error { s.Rows = v; return unique(v) },
	"fill":        func(s *Spec, v []string) error { s.Fill = v; return unique(v) },
	"runs":        func(s *Spec, v []string) error { return intIn(v, &s.Runs, 1, MaxRuns) },
	"max_steps":   func(s *Spec, v []string) error { return intIn(v, &s.MaxSteps, 1, MaxSteps) },
	"seed":        readSeed,
	"win":         func(s *Spec, v []string) error { return one(v, &s.Win) },
	"metrics":     readMetrics,
	"percentiles": readPercentiles,
	"block":       func(s *Spec, v []string) error { return intIn(v, &s.Block, 1, MaxBlock) },
}

// keyNames returns the keys of a .sim file, sorted, for messages.
func keyNames() string {
	names := make([]string, 0, len(specKeys))
	for k := range specKeys {
		names = append(names, k)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// ParseSpec reads a .sim file's content; file names it in messages. It returns a
// *SpecError wrapping ErrBadSpec, naming the line and key, for text that is not
// UTF-8, an unknown or repeated key, a key without values, a value of the wrong
// kind or out of range, and a required key (scene, table, fill, runs, max_steps)
// that is missing.
func ParseSpec(file string, text []byte) (*Spec, error) {
	s := &Spec{File: file, lines: map[string]int{}}
	for i, line := range strings.Split(string(text), "\n") {
		n := i + 1
		if !utf8.ValidString(line) {
			return nil, &SpecError{File: file, Line: n, Err: errors.New("the line is not UTF-8 text")}
		}
		line, _, _ = strings.Cut(line, "#")
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		key, vals := f[0], f[1:]
		read, ok := specKeys[key]
		if !ok {
			return nil, &SpecError{File: file, Line: n, Key: key, Err: fmt.Errorf("unknown key (want one of %s)", keyNames())}
		}
		if prev, dup := s.lines[key]; dup {
			return nil, &SpecError{File: file, Line: n, Key: key, Err: fmt.Errorf("given twice (first on line %d)", prev)}
		}
		s.lines[key] = n
		if len(vals) == 0 {
			return nil, &SpecError{File: file, Line: n, Key: key, Err: errors.New("no value given")}
		}
		if err := read(s, vals); err != nil {
			return nil, &SpecError{File: file, Line: n, Key: key, Err: err}
		}
	}
	for _, key := range []string{"scene", "table", "fill", "runs", "max_steps"} {
		if _, ok := s.lines[key]; !ok {
			return nil, &SpecError{File: file, Key: key, Err: errors.New("missing; every .sim file gives scene, table, fill, runs and max_steps")}
		}
	}
	return s, nil
}

func one(v []string, dst *string) error {
	if len(v) != 1 {
		return fmt.Errorf("want one name, got %d", len(v))
	}
	*dst = v[0]
	return nil
}

func unique(v []string) error {
	for i, x := range v {
		if slices.Contains(v[:i], x) {
			return fmt.Errorf("%q is named twice", x)
		}
	}
	return nil
}

func intIn(v []string, dst *int, lo, hi int) error {
	if len(v) != 1 {
		return fmt.Errorf("want one number, got %d values", len(v))
	}
	n, err := strconv.Atoi(v[0])
	if err != nil || n < lo || n > hi {
		return fmt.Errorf("want a whole number from %d to %d, got %q", lo, hi, v[0])
	}
	*dst = n
	return nil
}

func readSeed(s *Spec, v []string) error {
	if len(v) != 1 {
		return fmt.Errorf("want one number, got %d values", len(v))
	}
	n, err := strconv.ParseUint(v[0], 0, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d (or 0x hex), got %q", uint64(math.MaxUint64), v[0])
	}
	s.Seed = n
	return nil
}

func readMetrics(s *Spec, v []string) error {
	if slices.Contains(v, "steps") {
		return errors.New(`"steps" is always reported; do not list it`)
	}
	s.Metrics = v
	return unique(v)
}

func readPercentiles(s *Spec, v []string) error {
	s.Percentiles = make([]float64, len(v))
	for i, x := range v {
		p, err := strconv.ParseFloat(x, 64)
		if err != nil || !(p >= 0 && p <= 100) {
			return fmt.Errorf("want numbers from 0 to 100, got %q", x)
		}
		s.Percentiles[i] = p
	}
	return nil
}

// winner returns the winner name counted as a win.
func (s *Spec) winner() string {
	if s.Win != "" || len(s.Fill) == 0 {
		return s.Win
	}
	return s.Fill[0]
}

// percentiles returns the percentiles reported.
func (s *Spec) percentiles() []float64 {
	if s.Percentiles == nil {
		return []float64{10, 50, 90}
	}
	return s.Percentiles
}

// block returns the games per block.
func (s *Spec) block() int {
	if s.Block == 0 {
		return DefaultBlock
	}
	return s.Block
}

// checkNumbers checks the numbers of a Spec made by hand.
func (s *Spec) checkNumbers() error {
	switch {
	case s.Scene == "":
		return s.errAt("scene", "missing")
	case s.Table == "":
		return s.errAt("table", "missing")
	case len(s.Fill) == 0:
		return s.errAt("fill", "missing: name at least one entity filled from the row")
	case s.Runs < 1 || s.Runs > MaxRuns:
		return s.errAt("runs", "%d, want 1 to %d", s.Runs, MaxRuns)
	case s.MaxSteps < 1 || s.MaxSteps > MaxSteps:
		return s.errAt("max_steps", "%d, want 1 to %d", s.MaxSteps, MaxSteps)
	case s.Block < 0 || s.Block > MaxBlock:
		return s.errAt("block", "%d, want 1 to %d", s.Block, MaxBlock)
	}
	for _, p := range s.Percentiles {
		if !(p >= 0 && p <= 100) {
			return s.errAt("percentiles", "%v, want 0 to 100", p)
		}
	}
	return nil
}
