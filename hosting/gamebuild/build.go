package gamebuild

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	goruntime "runtime"
	"strings"
	"syscall"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/arc/arcgen"
)

// Options say how Build and WindowProgram build. The zero value builds a
// headless player and says nothing.
type Options struct {
	// Window builds the window player (the default build, linking Ebitengine);
	// false builds the headless one (-tags headless), for every other mode.
	Window bool
	// Log receives one line before a build that is not cached ("building the
	// player of FOLDER...") and one per arc file the generator wrote or
	// removed. Nil is io.Discard.
	Log io.Writer
	// Embed builds the game folder's files into the program, which then plays
	// them when its command line names no folder (player.Config.Game): the
	// program of an export (package hosting/export), for a browser, which has
	// no file system, or an executable shipped alone. The folder may then hold
	// no Go code, and Build's dir may be "" for the built-in game (nothing to
	// embed: the player plays it already). See embed.go's buildEmbedded.
	Embed bool
	// GOOS and GOARCH build for another system, as the go command's variables
	// of those names ("js" and "wasm" for a browser, "windows" and "amd64");
	// "" is this machine's. A build for another system than this one sets
	// CGO_ENABLED=0 (Ebitengine needs no cgo on Windows or in a browser),
	// but for macOS on a Mac, whose toolchain builds cgo for both processors.
	GOOS, GOARCH string
	// LDFlags, when not "", is passed to the linker as -ldflags (an export
	// passes "-s -w", which leaves out the symbol table and debug
	// information).
	LDFlags string
}

// cross reports whether o builds for another system than this one.
func (o Options) cross() bool {
	return o.GOOS != "" && o.GOOS != goruntime.GOOS || o.GOARCH != "" && o.GOARCH != goruntime.GOARCH
}

// noCgo reports whether a build by o sets CGO_ENABLED=0: a build for another
// system, except macOS for another processor on a Mac, where Apple's
// toolchain builds cgo for both (the go command's default is kept there).
func (o Options) noCgo() bool {
	return o.cross() && !(goruntime.GOOS == "darwin" && cmp.Or(o.GOOS, goruntime.GOOS) == "darwin")
}

// target returns the system o builds for, "GOOS/GOARCH".
func (o Options) target() string {
	return cmp.Or(o.GOOS, goruntime.GOOS) + "/" + cmp.Or(o.GOARCH, goruntime.GOARCH)
}

// suffix is the ending of a program built by o: ".exe" for Windows, ".wasm"
// for a browser, else "".
func (o Options) suffix() string {
	switch cmp.Or(o.GOOS, goruntime.GOOS) {
	case "windows":
		return ".exe"
	case "js", "wasip1":
		return ".wasm"
	}
	return ""
}

func (o Options) log() io.Writer {
	if o.Log == nil {
		return io.Discard
	}
	return o.Log
}

// ErrBuild is wrapped by the error Build and WindowProgram return when the go
// command fails; the error holds the go command's output.
var ErrBuild = errors.New("the Go build failed")

// Build builds the player of the game folder dir, which holds a Go package
// (the game's components, systems and arcs, registering its runtime.Module in
// an init function), and returns the path of the program: a main that links
// the game's package, every genre module (modules/all) and package
// hosting/player, and runs the player's command line.
//
// First Build brings the package's generated arc code up to date
// (arcgen.UpdateWith, loading the package in the cache module described
// below), so a stale arc never plays. Then it builds with the go command into
// the cache (CacheDir), with the engine's determinism flags
// (hosting.DeterministicGCFlags), and reuses a program built from the same
// engine source, Go toolchain, build settings and game files. Concurrent
// Builds of one game folder, in this process or others, wait for each other
// (a lock on the folder and on its cache entry).
//
// dir must be in a Go module: a folder with its own go.mod (its module
// requires the engine; `griff-player new` writes one), or a folder without one
// inside the engine's clone, which is then a package of the engine's module.
// The program is built in a module of the cache that requires and replaces
// both (the engine by EngineRoot), with the go.sum lines of both, so it builds
// from the module cache without network access.
//
// Build returns an error when the engine's source cannot be found
// (ErrNoEngine), dir is in no module or is package main, the cache cannot be
// written (saying to set GRIFF_CACHE), the package does not load or a script
// breaks a rule of the arc generator, the arcs' files cannot be written
// (saying the arcs are stale), or the go command fails (wrapping ErrBuild,
// with its output and, when the error is about an arc's generated code, what
// to run).
func Build(dir string, o Options) (string, error) {
	if o.Embed {
		return buildEmbedded(dir, o)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	root, err := engineRoot(abs)
	if err != nil {
		return "", err
	}
	game, err := locate(abs, root)
	if err != nil {
		return "", err
	}
	engKey, err := engineKey(root)
	if err != nil {
		return "", err
	}
	cache, err := CacheDir()
	if err != nil {
		return "", err
	}
	work := filepath.Join(cache, "games", hashString(abs)[:16])
	if err := os.MkdirAll(work, 0o755); err != nil {
		return "", cacheError(cache, err)
	}
	unlock, err := lockWork(abs, work)
	if err != nil {
		return "", err
	}
	defer unlock()
	if err := writeMain(work, root, game, mainSpec{pkgPath: game.pkgPath, window: o.Window}); err != nil {
		return "", cacheError(cache, err)
	}
	if err := generateArcs(abs, work, game.pkgPath, engKey, o.log()); err != nil {
		return "", err
	}
	kind := "headless"
	if o.Window {
		kind = "window"
	}
	filesKey, err := folderKey(abs, game.dir, root)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(work, "player-"+kind+"-"+hashString(engKey, toolKey(), kind, filesKey, o.target(), o.LDFlags)[:16]+o.suffix())
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	fmt.Fprintf(o.log(), "griff-player: building the %s player of %s with the Go toolchain (once per change)\n", kind, dir)
	if err := writeDocs(work, abs, game.pkgPath); err != nil {
		return "", cacheError(cache, err)
	}
	if err := goBuild(work, bin, ".", o); err != nil {
		return "", fmt.Errorf("building the player of %s: %w", dir, err)
	}
	removeOthers(work, "player-"+kind+"-", bin)
	return bin, nil
}

// locate finds the module holding the game folder abs and its package's
// import path.
func locate(abs, root string) (gameModule, error) {
	if name, err := packageName(abs); err != nil {
		return gameModule{}, err
	} else if name == "main" {
		return gameModule{}, fmt.Errorf("%s is package main: a game folder's Go code is a package of its own (package %s, say) that registers its module in an init function; griff-player writes the main", abs, moduleName(filepath.Base(abs)))
	}
	mdir := findModule(abs)
	if mdir == "" {
		return gameModule{}, fmt.Errorf("%s holds Go files but no go.mod: griff-player new writes a game folder with one, or write one that requires %s", abs, EngineModule)
	}
	f, err := readModFile(filepath.Join(mdir, "go.mod"))
	if err != nil {
		return gameModule{}, err
	}
	if f.Module == nil {
		return gameModule{}, fmt.Errorf("%s has no module line", filepath.Join(mdir, "go.mod"))
	}
	rel, err := filepath.Rel(mdir, abs)
	if err != nil {
		return gameModule{}, err
	}
	pkg := f.Module.Mod.Path
	if rel != "." {
		pkg += "/" + filepath.ToSlash(rel)
	}
	return gameModule{dir: mdir, file: f, pkgPath: pkg}, nil
}

// packageName returns the package clause of the first .go file (not a test)
// in dir.
func packageName(dir string) (string, error) {
	names, err := goFiles(dir)
	if err != nil {
		return "", err
	}
	for _, n := range names {
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, n), nil, parser.PackageClauseOnly)
		if err != nil {
			return "", err
		}
		return f.Name.Name, nil
	}
	return "", fmt.Errorf("%s holds no Go file", dir)
}

// generateArcs brings the generated arc code of the game folder dir, the
// package pkgPath, up to date (arcgen.UpdateWith, loading the package in the
// build module work, so against the engine the player is built with), unless
// its Go files and the engine are what they were after the last run (recorded
// in work/arcs.key), and names each file written on log.
func generateArcs(dir, work, pkgPath, engKey string, log io.Writer) error {
	keyFile := filepath.Join(work, "arcs.key")
	key, err := goFilesKey(dir)
	if err != nil {
		return err
	}
	if old, _ := os.ReadFile(keyFile); string(old) == hashString(engKey, key) {
		return nil
	}
	changed, err := arcgen.UpdateWith(dir, false, arcgen.Options{ModuleDir: work, ImportPath: pkgPath})
	if err != nil {
		return arcsError(dir, err)
	}
	for _, p := range changed {
		verb := "wrote"
		if _, err := os.Stat(p); err != nil {
			verb = "removed"
		}
		fmt.Fprintf(log, "griff-player: arcgen %s %s\n", verb, p)
	}
	if key, err = goFilesKey(dir); err != nil {
		return err
	}
	return cacheError(filepath.Dir(filepath.Dir(work)), atomicfile.WriteFile(keyFile, []byte(hashString(engKey, key)), 0o644))
}

// arcsError is the error of generating the arcs of dir: err, with what to do
// when the folder cannot be written (the generated code is then stale or
// missing, and the player must not build it).
func arcsError(dir string, err error) error {
	if errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) {
		return fmt.Errorf("generating the arcs of %s: %w\nthe folder cannot be written, so its arcs' generated code (FILE_arc.go) is stale or missing and the game cannot play as written; make the folder writable, or copy it somewhere writable and play the copy", dir, err)
	}
	return fmt.Errorf("generating the arcs of %s:\n%w", dir, err)
}

// mainTemplate is the program Build writes: the verbs are what it is for,
// its imports, its declarations (the embedded game's) and the player.Config's
// fields.
const mainTemplate = `// Code generated by griff-player for %s; DO NOT EDIT.

package main

import (
%s)
%s
func main() {
	os.Exit(player.Run(os.Args[1:], player.Config{%s}))
}
`

// embedDecl declares the game's files embedded in the program (copied into
// the build module's folder game/ by buildEmbedded) and the function that
// returns them as a folder.
const embedDecl = `
//go:embed all:game
var gameFiles embed.FS

// game returns the game's files: the folder game/ of gameFiles.
func game() fs.FS {
	sub, err := fs.Sub(gameFiles, "game")
	if err != nil {
		panic(err) // "game" is a valid name: fs.Sub cannot fail
	}
	return sub
}
`

// mainSpec is what the main Build writes holds.
type mainSpec struct {
	pkgPath  string // the game's package, "" for none (a game of data only)
	window   bool   // the window build, else the headless one
	embed    bool   // the game's files are in game/ and embedded
	gameName string // the game's name in messages, with embed
}

// source returns the main of spec.
func (spec mainSpec) source() []byte {
	imports := []string{`"os"`}
	var fields []string
	what := "the built-in game"
	if spec.embed {
		imports = append(imports, `"embed"`, `"io/fs"`)
		fields = append(fields, fmt.Sprintf("Game: game(), GameName: %q", spec.gameName))
		what = "the game " + spec.gameName
	}
	if spec.pkgPath != "" {
		imports = append(imports, fmt.Sprintf("_ %q", spec.pkgPath))
		fields = append(fields, fmt.Sprintf("GameCode: true, GamePackage: %q", spec.pkgPath))
		what = "the game package " + spec.pkgPath
	}
	imports = append(imports, `"github.com/griffengine/griff/hosting/player"`)
	if spec.window {
		// With no display, one line and exit status 1 before Ebitengine's
		// package initialisation panics (package precheck's doc says why
		// its init runs first, wherever it is listed).
		imports = append(imports, `_ "github.com/griffengine/griff/hosting/player/display/precheck"`,
			`"github.com/griffengine/griff/hosting/player/window"`)
		fields = append(fields, "Window: window.Play")
	} else {
		fields = append(fields, "NoWindow: true")
	}
	imports = append(imports, `_ "github.com/griffengine/griff/modules/all"`)
	decl := ""
	if spec.embed {
		decl = embedDecl
	}
	src := fmt.Sprintf(mainTemplate, what, "\t"+strings.Join(imports, "\n\t")+"\n", decl, strings.Join(fields, ", "))
	if out, err := format.Source([]byte(src)); err == nil {
		return out
	}
	return []byte(src)
}

// writeMain writes the cache module of the game's player into work: go.mod,
// go.sum and main.go.
func writeMain(work, root string, game gameModule, spec mainSpec) error {
	eng, err := readModFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return err
	}
	mod, sum, err := buildModule(root, eng, game)
	if err != nil {
		return err
	}
	for name, data := range map[string][]byte{"go.mod": mod, "go.sum": sum, "main.go": spec.source()} {
		path := filepath.Join(work, name)
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
			continue
		}
		if err := atomicfile.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// goBuild runs `go build -o bin` on pkg in the folder dir with the engine's
// determinism flags, in module mode without a workspace, as o says: -tags
// headless unless o.Window, for o.GOOS and o.GOARCH (CGO_ENABLED=0 for another
// system), with o.LDFlags.
func goBuild(dir, bin, pkg string, o Options) error {
	tmp := fmt.Sprintf("%s.tmp-%d", bin, os.Getpid()) // renamed into place: another run may use bin
	args := []string{"build", "-mod=mod", "-o", tmp}
	if !o.Window {
		args = append(args, "-tags", "headless")
	}
	if o.LDFlags != "" {
		args = append(args, "-ldflags="+o.LDFlags)
	}
	args = append(append(args, hosting.DeterministicGCFlags()...), pkg)
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if o.GOOS != "" {
		cmd.Env = append(cmd.Env, "GOOS="+o.GOOS)
	}
	if o.GOARCH != "" {
		cmd.Env = append(cmd.Env, "GOARCH="+o.GOARCH)
	}
	if o.noCgo() {
		cmd.Env = append(cmd.Env, "CGO_ENABLED=0")
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("%w (go build: %v):\n%s%s", ErrBuild, err, dedupeLines(out.String()), hint(out.String()))
	}
	return os.Rename(tmp, bin)
}

// dedupeLines returns out without lines that repeat an earlier one, and
// without the second report of a type error in an arc: the compiler reports it
// once in the source file ("/game/countdown.go:33:13: ...") and once in the
// generated code, whose //line directives map it to the same line without a
// column ("countdown.go:33: ..."); the second is dropped when the first was
// printed.
func dedupeLines(out string) string {
	seen := map[string]bool{}
	var b strings.Builder
	for _, l := range strings.SplitAfter(out, "\n") {
		k := strings.TrimSpace(l)
		if k != "" && seen[k] {
			continue
		}
		seen[k] = true
		if m := withColumn.FindStringSubmatch(k); m != nil {
			seen[filepath.Base(m[1])+":"+m[2]] = true
		} else if m := lineOnly.FindStringSubmatch(k); m != nil && seen[m[1]] {
			continue
		}
		b.WriteString(l)
	}
	return b.String()
}

// withColumn matches a compiler error at a line and column of a file; lineOnly
// one at a line only, as //line directives without a column give.
var (
	withColumn = regexp.MustCompile(`^(\S+\.go):(\d+):\d+: `)
	lineOnly   = regexp.MustCompile(`^([^\s/:]+\.go:\d+): `)
)

// hint returns what to run when the go command's output is about an arc's
// generated code, or "".
func hint(out string) string {
	if strings.Contains(out, "ArcLoad") || strings.Contains(out, "_arc.go") || strings.Contains(out, "arc.Arc") {
		return "hint: an arc's generated code (FILE_arc.go) is missing or stale; run `go generate` in the game folder, or `go run github.com/griffengine/griff/cmd/arcgen FOLDER`\n"
	}
	return ""
}

// removeOthers removes the files in dir named prefix* other than keep: older
// builds (not another run's build in progress, named *.tmp-PID).
func removeOthers(dir, prefix, keep string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		if strings.HasPrefix(e.Name(), prefix) && p != keep && !strings.Contains(e.Name(), ".tmp-") {
			os.Remove(p)
		}
	}
}
