package scenes

import (
	"fmt"
	"strings"
)

// Severity says how bad a Problem is.
type Severity uint8

const (
	// SeverityInfo is a note that needs no action (for example a file upgraded on load).
	SeverityInfo Severity = iota
	// SeverityWarning is a data mistake the game works around: a name that finds
	// nothing, an unknown component kept as it was read.
	SeverityWarning
	// SeverityError is a data mistake that loses something: a component that could
	// not be read and was left out.
	SeverityError
)

// String returns "info", "warning" or "error".
func (s Severity) String() string {
	switch s {
	case SeverityInfo:
		return "info"
	case SeverityWarning:
		return "warning"
	case SeverityError:
		return "error"
	}
	return fmt.Sprintf("Severity(%d)", uint8(s))
}

// Problem is one mistake found in a game's data. The zero values of File, Line,
// Column, Entity, EntityID and Component mean "not known".
//
// Every problem and every FileError names its place the same way, from the
// widest to the narrowest: the file, with the line and column where they are
// known ("scenes/level.json:12:5"), then the entity as its path and id
// ("Level/Door#4", see Entity.String), then the component's saved name, then
// what is wrong. A problem about an entity read from a scene file carries the
// line and column of the entity in that file (Scene.Where), including problems
// found while the game plays.
type Problem struct {
	Severity  Severity
	File      string   // the scene or prefab file it was found in, or ""
	Line      int      // the 1-based line in File, or 0
	Column    int      // the 1-based column (in bytes) in File, or 0
	Entity    string   // the entity's path (see Entity.Path), or ""
	EntityID  EntityID // the entity's id, or 0
	Component string   // the component's saved name, or ""
	Message   string   // what is wrong, in a sentence without a trailing period
}

// EntityProblem returns a problem of severity sev about the component saved as
// component (or "") of entity e, naming e's scene file, e's line and column in
// it (Scene.Where) and e's path and id. e may be nil: the problem then names no
// entity.
func EntityProblem(sev Severity, e *Entity, component, message string) Problem {
	pr := Problem{Severity: sev, Component: component, Message: message}
	if e != nil {
		pr.Entity, pr.EntityID = e.Path(), e.id
		if s := e.Scene(); s != nil {
			pr.File = s.name
			if f, line, col := s.WhereIn(e.id); f != "" {
				pr.File, pr.Line, pr.Column = f, line, col
			}
		}
	}
	return pr
}

// String returns the problem on one line:
// "warning: level.json:12:5: Level/Door#4: Griff.Mover: no entity named \"Key\"".
func (p Problem) String() string {
	var b strings.Builder
	b.WriteString(p.Severity.String())
	b.WriteString(": ")
	if p.File != "" {
		b.WriteString(p.File)
		if p.Line > 0 {
			fmt.Fprintf(&b, ":%d", p.Line)
			if p.Column > 0 {
				fmt.Fprintf(&b, ":%d", p.Column)
			}
		}
		b.WriteString(": ")
	}
	if p.Entity != "" || p.EntityID != 0 {
		b.WriteString(p.Entity)
		if p.EntityID != 0 {
			fmt.Fprintf(&b, "#%d", p.EntityID)
		}
		b.WriteString(": ")
	}
	if p.Component != "" {
		b.WriteString(p.Component)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// Problems is a game's problem log: data mistakes, each recorded once, in the order
// they were found. Reporting a problem equal to one already recorded does nothing,
// so a mistake met every step is logged once. The zero value is an empty log with
// no sink. A Problems must be used from one goroutine (the game's).
type Problems struct {
	list []Problem
	seen map[Problem]struct{}
	sink func(Problem)
}

// NewProblems returns an empty log that passes each new problem to sink as it is
// recorded; sink may be nil.
func NewProblems(sink func(Problem)) *Problems {
	return &Problems{sink: sink}
}

// SetSink makes sink receive every problem recorded from now on (the host decides
// where problems go: a console, the editor, a test). nil removes the sink.
func (p *Problems) SetSink(sink func(Problem)) { p.sink = sink }

// Report records pr unless an equal problem was recorded before, and returns
// whether it was new. A new problem goes to the sink, if any.
func (p *Problems) Report(pr Problem) bool {
	if p.seen == nil {
		p.seen = make(map[Problem]struct{})
	}
	if _, ok := p.seen[pr]; ok {
		return false
	}
	p.seen[pr] = struct{}{}
	p.list = append(p.list, pr)
	if p.sink != nil {
		p.sink(pr)
	}
	return true
}

// Warn records a SeverityWarning problem about entity e (which may be nil) and the
// component named component (which may be ""), with a message made by
// fmt.Sprintf(format, args...). It returns whether the problem was new.
func (p *Problems) Warn(e *Entity, component, format string, args ...any) bool {
	return p.Report(EntityProblem(SeverityWarning, e, component, fmt.Sprintf(format, args...)))
}

// List returns the problems recorded so far, oldest first. The slice is the log's
// own: do not modify it; it stays valid until the next Report.
func (p *Problems) List() []Problem { return p.list }

// Len returns the number of problems recorded.
func (p *Problems) Len() int { return len(p.list) }

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
