// Package templates lists the starter templates `griff-player new` copies: game
// folders to begin a game from. It has three of its own:
//
//   - "empty": a window, a camera and a background colour, nothing else; the
//     smallest honest game folder (project.griff and scenes/main.json).
//   - "hello": a game with Go code: a sprite walked by the arrow keys (a
//     component and a system with one step) and a countdown on screen (an
//     arc, a script that pauses). Its Go files are the package
//     github.com/griffengine/griff/hosting/templates/hello, so they compile,
//     are vetted and are tested where they are.
//   - "multiplayer": Coin Climb, a one-screen side-view platformer where 2
//     to 4 players (chicks of the platformer module, seats 1 to 4:
//     runtime/network.Seat) collect coins together and climb to a flag,
//     host authoritative with the local player predicted; a scene file and
//     no code, played with --server and --join.
//
// and lists beside them every genre module that has a template
// (runtime.Module.Template), such as "platformer" once griff-player has given
// it the built-in game.
//
// Decisions:
//   - This package embeds the hello folder's files and never imports its Go
//     package. A game made from the template is its own copy of that
//     package, registering the module "game" and the component "Game.Walker";
//     were this package to link the original too, a program holding both (a
//     player built for the game, which can make new games) would register
//     them twice and panic at start.
//   - A name clash is settled for this package's own: a module registered
//     under "empty" or "hello" keeps its systems, but its template is not
//     listed, and Lookup of that name returns this package's. Own templates
//     are the ones the documentation describes, so the name a tutorial gives
//     always means the same folder, whatever modules a program links.
//   - The hello folder's arc names itself "game.Countdown"
//     (scripts.RegisterArcNamed): the default name comes from the package's
//     import path, which differs in every copy.
//   - The walker picture (hello/assets/walker.png) is drawn by
//     internal/artgen, and a test checks the file holds what it draws. The
//     same program makes the multiplayer template's pictures from the
//     built-in game's (package assets): its tiles, coin, flag and hills,
//     and its hero recoloured once for each of four players. After the
//     built-in game's art changes, run go generate here too
//     (TestMultiplayerPictures fails until then).
package templates

import (
	"embed"
	"io/fs"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
)

//go:generate go run ./internal/artgen -out hello/assets -multiplayer multiplayer/assets

//go:embed all:empty all:hello all:multiplayer
var own embed.FS

// Template is a game folder to start a game from.
type Template struct {
	// Name is the template's name, as `griff-player new NAME folder/` takes it:
	// lowercase, no spaces.
	Name string
	// Summary describes the template in one line.
	Summary string
	// Files is the folder: project.griff at its root, scenes/, and so on.
	Files fs.FS
	// Module is the name of the runtime.Module the template comes from, or ""
	// for this package's own.
	Module string
	// HasGo reports whether the folder holds Go files (a package with the
	// game's components, systems and arcs) that must be built with the game.
	HasGo bool
}

// ownTemplates are this package's templates, by name order.
var ownTemplates = []struct{ name, summary string }{
	{"empty", "a window, a camera and a background colour: nothing else"},
	{"hello", "Go code in a game: a sprite walked by the arrow keys and a countdown on screen"},
	{"multiplayer", "a platformer where 2 to 4 players collect coins together and climb to a flag, hosted with --server and joined with --join"},
}

// List returns the templates: this package's own and those of the registered
// modules (runtime.Modules) that have one, sorted by name. A module whose name
// is one of this package's own templates is left out (see the package
// documentation).
func List() []Template {
	out := make([]Template, 0, len(ownTemplates))
	for _, t := range ownTemplates {
		out = append(out, ownTemplate(t.name, t.summary))
	}
	for _, m := range runtime.Modules() {
		if m.Template == nil || isOwn(m.Name) {
			continue
		}
		out = append(out, Template{Name: m.Name, Summary: m.Summary, Files: m.Template, Module: m.Name, HasGo: hasGo(m.Template)})
	}
	slices.SortFunc(out, func(a, b Template) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Lookup returns the template called name and true, or false if there is none:
// this package's own first, then a registered module's template.
func Lookup(name string) (Template, bool) {
	for _, t := range ownTemplates {
		if t.name == name {
			return ownTemplate(t.name, t.summary), true
		}
	}
	if m, ok := runtime.LookupModule(name); ok && m.Template != nil {
		return Template{Name: m.Name, Summary: m.Summary, Files: m.Template, Module: m.Name, HasGo: hasGo(m.Template)}, true
	}
	return Template{}, false
}

func isOwn(name string) bool {
	return slices.ContainsFunc(ownTemplates, func(t struct{ name, summary string }) bool { return t.name == name })
}

// ownTemplate returns the embedded folder name as a Template.
func ownTemplate(name, summary string) Template {
	sub, err := fs.Sub(own, name)
	if err != nil {
		panic("templates: " + err.Error()) // a constant name of an embedded folder
	}
	return Template{Name: name, Summary: summary, Files: sub, HasGo: hasGo(sub)}
}

// hasGo reports whether fsys holds a .go file outside folders named testdata
// or starting with "." or "_" (which the go command ignores).
func hasGo(fsys fs.FS) bool {
	found := false
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil || found:
			return fs.SkipAll
		case d.IsDir() && p != "." && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")):
			return fs.SkipDir
		case !d.IsDir() && strings.HasSuffix(p, ".go"):
			found = true
			return fs.SkipAll
		}
		return nil
	})
	return found
}
