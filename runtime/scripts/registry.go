package scripts

import (
	"fmt"
	"path"
	"reflect"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
)

// The arc type registry: filled by RegisterArc in init functions and only read
// afterwards. arcTypes maps registered names to makers, arcNames the Go types to
// their registered names, arcBare bare ArcNames to the registered names that end
// in them (for saves and scene files written before names were qualified).
var (
	arcTypes = map[string]func() arc.Arc[*runtime.Game]{}
	arcNames = map[reflect.Type]string{}
	arcBare  = map[string][]string{}
)

// RegisterArc adds the arc type T (whose pointer is a generated arc of
// *runtime.Game) to the types games can start from data (Script) and load from
// saves, under the name "pkg.Name": the last element of T's package path, a dot and its ArcName
// (its Go type name), such as "hud.Tutorial" for the Tutorial of
// modules/platformer/hud, so two packages may each have a Tutorial. Saves and
// Script components use that name. Use RegisterArcNamed where two packages share
// a last path element. It is meant to be called from an init function.
// RegisterArc panics if another type is registered under the same name, or if T
// is registered twice.
func RegisterArc[T any, P interface {
	*T
	arc.Arc[*runtime.Game]
}]() {
	pkg := path.Base(reflect.TypeFor[T]().PkgPath())
	RegisterArcNamed[T, P](pkg + "." + P(new(T)).ArcName())
}

// RegisterArcNamed is RegisterArc under an explicit name (which saves and Script
// components use). It panics if name is empty or already registered, or if T is
// registered twice.
func RegisterArcNamed[T any, P interface {
	*T
	arc.Arc[*runtime.Game]
}](name string) {
	rt := reflect.TypeFor[P]()
	if name == "" {
		panic(fmt.Sprintf("scripts: arc type %v registered with an empty name", rt))
	}
	if _, dup := arcTypes[name]; dup {
		panic(fmt.Sprintf("scripts: arc type registered twice: %s", name))
	}
	if prev, dup := arcNames[rt]; dup {
		panic(fmt.Sprintf("scripts: arc type %v registered twice: as %s and %s", rt, prev, name))
	}
	arcTypes[name] = func() arc.Arc[*runtime.Game] { return P(new(T)) }
	arcNames[rt] = name
	bare := P(new(T)).ArcName()
	arcBare[bare] = append(arcBare[bare], name)
}

// arcType returns the maker of the arc type registered as name. A name without a
// dot that is not registered is also looked up as a bare ArcName (as saves and
// scene files wrote them before names were qualified) when exactly one registered
// type has it. The error says what is wrong.
func arcType(name string) (func() arc.Arc[*runtime.Game], error) {
	if mk := arcTypes[name]; mk != nil {
		return mk, nil
	}
	if !strings.Contains(name, ".") {
		switch full := arcBare[name]; len(full) {
		case 0:
		case 1:
			return arcTypes[full[0]], nil
		default:
			full = slices.Sorted(slices.Values(full))
			return nil, fmt.Errorf("arc type name %q is ambiguous: write one of %s", name, strings.Join(full, ", "))
		}
	}
	return nil, fmt.Errorf("no arc type named %q (RegisterArc)", name)
}

// arcSaveName is the name a save gives a: its registered name (a of a type that is
// not registered is never started, see Scripts.Start), else its ArcName.
func arcSaveName(a arc.Saveable) string {
	if n, ok := arcNames[reflect.TypeOf(a)]; ok {
		return n
	}
	return a.ArcName()
}

// ArcTypes returns the names of the registered arc types, sorted.
func ArcTypes() []string {
	out := make([]string, 0, len(arcTypes))
	for n := range arcTypes {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}
