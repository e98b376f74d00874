package runtime

import (
	"fmt"
	"io/fs"
	goruntime "runtime"
	"slices"
	"strings"
	"sync"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// Module is a genre module: a package under modules/ that
// registers one Module value in its init function. A project names the modules it
// uses in project.griff ("modules": ["platformer"]); the host adds their systems
// after the built-in ones, in the order the project names them.
type Module struct {
	// Name is the module's name, as projects write it: lowercase, no spaces.
	Name string
	// Systems returns new systems for one game (each game gets its own, since
	// systems own state). Nil means the module adds no system.
	Systems func() []System
	// Controls returns the input actions the module's systems and scripts read,
	// each with its default bindings, as new Controls on every call. A game's
	// controls start from the union of its modules' (ModuleControls), which the
	// project's "controls" object may rebind. Nil means the module reads no
	// input.
	Controls func() *input.Controls
	// Template, when not nil, is a playable game folder (project.griff, scenes/,
	// ...) that `griff-player new NAME folder/` copies; it is named after the
	// module. A program may give a module its template later, with SetTemplate.
	Template fs.FS
	// Summary describes the module in one line, for `griff-player templates`.
	Summary string
	// Package is the import path of the Go package that registered the module
	// ("github.com/griffengine/griff/modules/platformer", or a game's own
	// package). RegisterModule sets it from its caller when it is empty; a
	// game's player uses it to warn when project.griff does not name a module
	// the game's own Go code registers.
	Package string
}

// The module registry is filled by init functions and only read afterwards; the
// mutex makes a late registration from a test safe anyway.
var modules struct {
	sync.Mutex
	byName map[string]Module
}

// RegisterModule adds m to the modules games can name. It is meant to be called
// from the module package's init function; when m.Package is empty it is set to
// the import path of the calling function's package. RegisterModule panics if
// m.Name is empty, holds spaces or upper case, or is registered already.
func RegisterModule(m Module) {
	if m.Name == "" || strings.ToLower(m.Name) != m.Name || strings.ContainsAny(m.Name, " \t/") {
		panic(fmt.Sprintf("runtime: module name %q must be lowercase with no spaces or slashes", m.Name))
	}
	if m.Package == "" {
		if pc, _, _, ok := goruntime.Caller(1); ok {
			if f := goruntime.FuncForPC(pc); f != nil {
				m.Package = funcPackage(f.Name())
			}
		}
	}
	modules.Lock()
	defer modules.Unlock()
	if modules.byName == nil {
		modules.byName = map[string]Module{}
	}
	if _, dup := modules.byName[m.Name]; dup {
		panic("runtime: module registered twice: " + m.Name)
	}
	modules.byName[m.Name] = m
}

// funcPackage returns the import path of the package of the function named
// name, as runtime.FuncForPC names it ("example.com/game.init.0" gives
// "example.com/game"): what comes before the first dot after the last slash,
// with the dots the runtime writes %2e in that last element put back.
func funcPackage(name string) string {
	slash := strings.LastIndexByte(name, '/')
	if dot := strings.IndexByte(name[slash+1:], '.'); dot >= 0 {
		name = name[:slash+1+dot]
	}
	return strings.ReplaceAll(name, "%2e", ".")
}

// SetTemplate makes fsys the Template of the module registered under name. It
// is for a game folder the module's package may not import: genre modules
// never import package assets, so griff-player gives the "platformer" module
// the built-in game as its template this way. Call it from an init function of
// the program; Go runs those after the init functions of the packages the
// program imports, so the module is registered by then. SetTemplate panics if
// fsys is nil, if no module is registered under name, or if the module has a
// template already (from RegisterModule or an earlier SetTemplate).
func SetTemplate(name string, fsys fs.FS) {
	if fsys == nil {
		panic("runtime: SetTemplate needs a folder, got nil for module " + name)
	}
	modules.Lock()
	defer modules.Unlock()
	m, ok := modules.byName[name]
	if !ok {
		panic("runtime: SetTemplate of a module not registered: " + name)
	}
	if m.Template != nil {
		panic("runtime: module " + name + " has a template already")
	}
	m.Template = fsys
	modules.byName[name] = m
}

// LookupModule returns the module registered under name and true, or false if
// none is (the program does not link it: import modules/all).
func LookupModule(name string) (Module, bool) {
	modules.Lock()
	defer modules.Unlock()
	m, ok := modules.byName[name]
	return m, ok
}

// Modules returns the registered modules sorted by name.
func Modules() []Module {
	modules.Lock()
	defer modules.Unlock()
	out := make([]Module, 0, len(modules.byName))
	for _, m := range modules.byName {
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b Module) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// ModuleSystems returns new systems of the named modules, in the order named. It
// returns an error naming a module that is not registered.
func ModuleSystems(names []string) ([]System, error) {
	var out []System
	for _, n := range names {
		m, ok := LookupModule(n)
		if !ok {
			return nil, unknownModule(n)
		}
		if m.Systems != nil {
			out = append(out, m.Systems()...)
		}
	}
	return out, nil
}

// ModuleControls returns new controls holding the actions of the named modules
// with their default bindings (Module.Controls): the union over the modules, in
// the order named, so an action two modules read gets the bindings of both, each
// once. It returns an error naming a module that is not registered.
func ModuleControls(names []string) (*input.Controls, error) {
	out := &input.Controls{}
	for _, n := range names {
		m, ok := LookupModule(n)
		if !ok {
			return nil, unknownModule(n)
		}
		if m.Controls == nil {
			continue
		}
		c := m.Controls()
		for _, a := range c.Actions() {
			out.Bind(a, c.Bindings(a)...)
		}
	}
	return out, nil
}

// unknownModule is the error for a module name n that is not registered: it
// names the module n most likely meant (scenes.Suggest) and those there are.
func unknownModule(n string) error {
	var names []string
	for _, m := range Modules() {
		names = append(names, m.Name)
	}
	have := "none"
	if len(names) > 0 {
		have = strings.Join(names, ", ")
	}
	return fmt.Errorf("runtime: no module named %q in this program%s (have %s)", n, scenes.DidYouMean(n, names), have)
}

// TemplateFolder returns the folder dir of files, a module's embedded
// project template (`//go:embed all:template`), as Module.Template takes it.
// It panics if dir is not a valid path (fs.ValidPath): the name is a
// constant of the module's source, so a bad one is a programming mistake
// found the first time the package loads.
func TemplateFolder(files fs.FS, dir string) fs.FS {
	sub, err := fs.Sub(files, dir)
	if err != nil {
		panic("runtime: the embedded template folder " + dir + ": " + err.Error())
	}
	return sub
}
