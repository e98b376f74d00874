// The layer table below is policy, the table of docs/architecture.md. When
// this test fails, move the code to the layer where it belongs; never edit the
// table to make the test pass.
package tests

import (
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/griffengine/griff"

// allowed maps each top-level folder to the Griff folders its packages may import.
// A folder may always import its own sub-packages; "*" means everything.
var allowed = map[string][]string{
	"griff":     {},
	"scenes":    {"griff"},
	"data":      {"griff"},
	"physics":   {"griff", "scenes"},
	"audio":     {"griff", "scenes"},
	"net":       {"griff", "scenes"},
	"runtime":   {"griff", "scenes", "data", "physics", "audio", "net"},
	"rendering": {"griff", "scenes", "runtime"},
	"modules":   {"griff", "scenes", "data", "physics", "audio", "runtime"},
	"hosting":   {"griff", "scenes", "data", "physics", "audio", "net", "runtime", "rendering", "assets"},
	"cmd":       {"*"},
	"tests":     {"*"},
	"assets":    {},
}

// narrower lists packages whose Griff imports are narrower than their folder's
// row (the same table's notes): each, with its sub-packages, may import only the
// paths listed ("p" is package p alone, "p/..." is p and everything under it)
// and its own sub-packages.
var narrower = map[string][]string{
	// The drawing components are plain data beside scenes, for modules to use:
	// they import griff and scenes, never the runtime or a renderer.
	"scenes/visual": {"griff/...", "scenes"},
}

// platform lists import path prefixes that only the window/browser host and the
// Ebitengine drawing backend may import: Ebitengine opens a display at package
// initialisation on Linux, so a server or a test must never link it.
var platform = []string{"github.com/hajimehoshi/ebiten", "github.com/ebitengine/oto"}

// platformOK lists the Griff packages (and their sub-packages) allowed to import
// platform packages.
var platformOK = []string{"hosting/ebitenhost", "rendering/ebitenview"}

type listedPackage struct {
	ImportPath string
	Imports    []string
	Error      *struct{ Err string }
}

// violations returns one line per import against the policy, in a stable order.
func violations(pkgs []listedPackage) []string {
	var out []string
	for _, p := range pkgs {
		rel, ok := relative(p.ImportPath)
		if !ok {
			continue
		}
		for _, imp := range p.Imports {
			if why := check(rel, imp); why != "" {
				out = append(out, fmt.Sprintf("%s imports %s: %s", p.ImportPath, imp, why))
			}
		}
	}
	slices.Sort(out)
	return out
}

func relative(path string) (string, bool) {
	if path == module {
		return "", true
	}
	return strings.CutPrefix(path, module+"/")
}

func top(rel string) string {
	t, _, _ := strings.Cut(rel, "/")
	return t
}

// check returns why package rel (relative to the module) may not import imp, or "".
func check(rel, imp string) string {
	for _, p := range platform {
		if strings.HasPrefix(imp, p) && !within(rel, platformOK) {
			return "only " + strings.Join(platformOK, " and ") + " may import Ebitengine or oto"
		}
	}
	irel, ok := relative(imp)
	if !ok {
		return ""
	}
	if why := checkNarrower(rel, irel); why != "" {
		return why
	}
	from, to := top(rel), top(irel)
	rules, known := allowed[from]
	if !known {
		return fmt.Sprintf("folder %q is not in the layer table of docs/architecture.md", from)
	}
	if from == to {
		if from == "modules" && genre(rel) != genre(irel) && genre(rel) != "all" && genre(irel) != "" {
			return "a genre module never imports another genre"
		}
		return ""
	}
	if slices.Contains(rules, "*") || slices.Contains(rules, to) {
		return ""
	}
	return fmt.Sprintf("%s may import only %v", from, rules)
}

// checkNarrower returns why package rel may not import Griff package irel by
// the narrower rules, or "".
func checkNarrower(rel, irel string) string {
	for pkg, rules := range narrower {
		if !within(rel, []string{pkg}) || within(irel, []string{pkg}) {
			continue
		}
		for _, r := range rules {
			if tree, ok := strings.CutSuffix(r, "/..."); ok && within(irel, []string{tree}) || irel == r {
				return ""
			}
		}
		return fmt.Sprintf("%s may import only %v", pkg, rules)
	}
	return ""
}

func genre(rel string) string {
	parts := strings.Split(rel, "/")
	if len(parts) < 2 {
		return ""
	}
	return parts[1]
}

func within(rel string, roots []string) bool {
	for _, r := range roots {
		if rel == r || strings.HasPrefix(rel, r+"/") {
			return true
		}
	}
	return false
}

func goList(t *testing.T, env []string, args ...string) []listedPackage {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-e", "-json"}, args...)...)
	cmd.Dir = ".."
	cmd.Env = append(cmd.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("reading go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func TestLayers(t *testing.T) {
	pkgs := goList(t, nil, "./...")
	if len(pkgs) < 5 {
		t.Fatalf("go list found %d packages; the walk is broken", len(pkgs))
	}
	for _, p := range pkgs {
		if p.Error != nil {
			t.Errorf("%s does not load: %s", p.ImportPath, p.Error.Err)
		}
	}
	for _, v := range violations(pkgs) {
		t.Error(v)
	}
}

// TestHeadlessPlayerLinksNoPlatform checks that the server build of the player
// (-tags headless, CGO_ENABLED=0) depends on no platform package at all.
func TestHeadlessPlayerLinksNoPlatform(t *testing.T) {
	pkgs := goList(t, []string{"CGO_ENABLED=0"}, "-deps", "-tags", "headless", "./cmd/griff-player")
	for _, p := range pkgs {
		for _, pre := range platform {
			if strings.HasPrefix(p.ImportPath, pre) {
				t.Errorf("the headless player depends on %s", p.ImportPath)
			}
		}
	}
}

// TestProgramsLinkNoTemplateCode checks that no program of the engine links a
// starter template's Go package (hosting/templates/hello): a game made from the
// template registers the same module and component names, and a player built
// for that game (which links hosting/player) would panic at start registering
// them twice. hosting/templates embeds the files and must not import it.
func TestProgramsLinkNoTemplateCode(t *testing.T) {
	const hello = module + "/hosting/templates/hello"
	pkgs := goList(t, nil, "-deps", "./cmd/...", "./hosting/player/...", "./hosting/templates")
	found := false
	for _, p := range pkgs {
		found = found || p.ImportPath == module+"/hosting/templates"
		if p.ImportPath == hello {
			t.Errorf("a program or hosting/player depends on %s", hello)
		}
	}
	if !found {
		t.Errorf("griff-player no longer depends on hosting/templates: the check checks nothing")
	}
}

// TestLayerCheckCatches feeds the checker imports that break each kind of rule, so
// a checker that has stopped checking fails here.
func TestLayerCheckCatches(t *testing.T) {
	m := module + "/"
	bad := []listedPackage{
		{ImportPath: m + "scenes", Imports: []string{m + "runtime"}},
		{ImportPath: m + "physics", Imports: []string{m + "audio"}},
		{ImportPath: m + "runtime", Imports: []string{"github.com/hajimehoshi/ebiten/v2"}},
		{ImportPath: m + "modules/match3", Imports: []string{m + "modules/cards"}},
		{ImportPath: m + "griff", Imports: []string{m + "scenes"}},
		{ImportPath: m + "rendering/drawlist", Imports: []string{m + "hosting"}},
		{ImportPath: m + "gadgets", Imports: []string{m + "griff"}},
		{ImportPath: m + "scenes/visual", Imports: []string{m + "runtime"}},
		{ImportPath: m + "scenes/visual", Imports: []string{m + "rendering/drawlist"}},
		{ImportPath: m + "scenes/visual", Imports: []string{m + "scenes/internal/store"}},
		{ImportPath: m + "modules/platformer", Imports: []string{m + "rendering"}},
		{ImportPath: m + "scenes", Imports: []string{m + "runtime/view"}},
	}
	for _, p := range bad {
		if v := violations([]listedPackage{p}); len(v) != 1 {
			t.Errorf("%s importing %v: got %d violations, want 1", p.ImportPath, p.Imports, len(v))
		}
	}
	good := []listedPackage{
		{ImportPath: m + "runtime", Imports: []string{m + "scenes", m + "griff", m + "runtime/arc", "fmt"}},
		{ImportPath: m + "hosting/ebitenhost", Imports: []string{"github.com/hajimehoshi/ebiten/v2", m + "rendering"}},
		{ImportPath: m + "modules/all", Imports: []string{m + "modules/match3"}},
		{ImportPath: m + "cmd/griff-player", Imports: []string{m + "modules/all", m + "hosting"}},
		{ImportPath: m + "scenes/visual", Imports: []string{m + "griff", m + "griff/input", m + "scenes", "math"}},
		{ImportPath: m + "modules/platformer/hud", Imports: []string{m + "scenes/visual", m + "runtime"}},
		{ImportPath: m + "runtime/view", Imports: []string{m + "runtime", m + "scenes", m + "scenes/visual", m + "griff"}},
		{ImportPath: m + "rendering", Imports: []string{m + "scenes/visual", m + "runtime", m + "rendering/text"}},
		{ImportPath: m + "hosting", Imports: []string{m + "runtime/view"}},
	}
	if v := violations(good); len(v) != 0 {
		t.Errorf("allowed imports reported: %v", v)
	}
}
