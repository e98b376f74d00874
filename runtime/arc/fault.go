package arc

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
)

// Fault is the record of a panic in an arc: the arc is quarantined where it paused
// and is not ticked again until the host releases it (Scheduler.Release); it still
// saves and loads as usual.
type Fault struct {
	// Arc is the script type's saved name (ArcName).
	Arc string
	// Owner is the owning entity's id or name (Base.SetOwner), "" for the world.
	Owner string
	// File and Line are the script's own source line that was running: the
	// innermost line in a script file of the arc's package (a plain helper the
	// passage called, in a file holding a passage on the stack), else the innermost
	// line of a passage, found through the //line directives of the generated code
	// (or the innermost line outside package runtime if no passage is on the stack).
	// File is a base name, as the directive gives it ("tutorial.go").
	File string
	Line int
	// Message is the panic value, formatted with %v.
	Message string
	// Notes are what the arc said it was doing (FaultNoter), in its order.
	Notes []string
	// Value is the value the script panicked with.
	Value any

	saved string // for a fault loaded from a save: the text saved, written back as it was
	text  string // not state: String, worked out once for saves
}

// savedText is the text saves write for the fault: the text it was loaded with, or
// String (worked out on the first save, so steady snapshots allocate nothing).
func (f *Fault) savedText() string {
	if f.saved != "" {
		return f.saved
	}
	if f.text == "" {
		f.text = f.String()
	}
	return f.text
}

// String formats the fault as "Arc (owner OWNER) at FILE:LINE: MESSAGE [notes]".
func (f Fault) String() string {
	var sb strings.Builder
	sb.WriteString(f.Arc)
	if f.Owner != "" {
		fmt.Fprintf(&sb, " (owner %s)", f.Owner)
	}
	fmt.Fprintf(&sb, " at %s:%d: %s", f.File, f.Line, f.Message)
	if len(f.Notes) > 0 {
		fmt.Fprintf(&sb, " [%s]", strings.Join(f.Notes, "; "))
	}
	return sb.String()
}

// newFault records a recovered panic; it must run in the deferred function that
// recovered it, so the panicking frames are still on the stack.
func newFault(name, owner string, v any, a any) *Fault {
	f := &Fault{Arc: name, Owner: owner, Message: fmt.Sprint(v), Value: v}
	f.File, f.Line = scriptLine()
	if n, ok := a.(FaultNoter); ok {
		f.Notes = safeNotes(n)
	}
	return f
}

func safeNotes(n FaultNoter) (notes []string) {
	defer func() {
		if r := recover(); r != nil {
			notes = []string{fmt.Sprintf("FaultNotes panicked: %v", r)}
		}
	}()
	return n.FaultNotes()
}

// scriptLine walks the stack from the panic outwards and returns the script's own
// line that was running: the innermost line in the script's own files (a plain
// helper function or method in a file of the same package that holds a passage on
// the stack, so a panic in the helper points at the helper's line), else the
// innermost line of a generated passage (whose function name has ".arcStep_";
// through the //line directives, the script's line), else the first line outside
// the Go runtime and this package. File names are compared by base name, as the
// //line directives give them.
func scriptLine() (string, int) {
	pcs := make([]uintptr, 128)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	var inner []runtime.Frame // frames inside the innermost passage, innermost first
	var file string
	var line int
	for {
		fr, more := frames.Next()
		fn := fr.Function
		if strings.Contains(fn, ".arcStep_") {
			return helperLine(inner, fr, frames)
		}
		inner = append(inner, fr)
		if file == "" && !strings.HasPrefix(fn, "runtime.") && !strings.Contains(fn, "griff/runtime/arc.") {
			file, line = fr.File, fr.Line
		}
		if !more {
			break
		}
	}
	return file, line
}

// helperLine returns the innermost of inner in a script file of pass's package (the
// script files being those of pass and of the passages further out, in rest), or
// pass's own line.
func helperLine(inner []runtime.Frame, pass runtime.Frame, rest *runtime.Frames) (string, int) {
	if len(inner) == 0 {
		return pass.File, pass.Line
	}
	pkg := funcPackage(pass.Function)
	files := map[string]bool{filepath.Base(pass.File): true}
	for more := true; more; {
		var fr runtime.Frame
		fr, more = rest.Next()
		if strings.Contains(fr.Function, ".arcStep_") && funcPackage(fr.Function) == pkg {
			files[filepath.Base(fr.File)] = true
		}
	}
	for _, fr := range inner {
		if funcPackage(fr.Function) == pkg && files[filepath.Base(fr.File)] {
			return filepath.Base(fr.File), fr.Line
		}
	}
	return pass.File, pass.Line
}

// funcPackage returns the package path of a function name as runtime.Frame gives
// it ("example.com/game/hud.(*Tutorial).say" gives "example.com/game/hud").
func funcPackage(fn string) string {
	slash := strings.LastIndexByte(fn, '/')
	if dot := strings.IndexByte(fn[slash+1:], '.'); dot >= 0 {
		return fn[:slash+1+dot]
	}
	return fn
}
