package hosting

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/scenes"
)

// LoadedGame is a game folder read once: its project, and its scenes and prefabs
// read into templates (scenes.SceneTemplate, scenes.Template), so loading a scene
// or spawning a prefab reads no file. Every game made from it (a window's, a
// server's matches, a test's) shares it. It is safe for concurrent use: only a
// live reload ([LoadedGame.Reload]) changes it, by replacing its scenes, prefabs
// and tables at once, never in place.
type LoadedGame struct {
	// Project is the folder's project.griff.
	Project *Project
	// Name is the folder's name for messages.
	Name string

	fsys     fs.FS               // the folder, kept for assets read later
	pictures *pictureFS          // the folder and the pictures runtime.Screen.Show makes: what Files returns
	sounds   sounds.SoundLibrary // over fsys, shared by the games made
	decoded  *countedSounds      // sounds, counting the samples it gives
	content  string              // see ContentHash
	// lib holds the scenes, prefabs and tables: read by Load, replaced whole
	// (never changed in place) by Reload, so readers need no lock.
	lib       atomic.Pointer[library]
	reloading sync.Mutex // held by Reload, so two reloads do not lose each other's files
	// restartNoted holds the files Reload has said need a restart (Go files,
	// project.griff), so each is said once; guarded by reloading.
	restartNoted map[string]bool
	// problems found while loading (unknown components in scenes and prefabs and
	// the like), replayed into each game's log.
	problems []scenes.Problem
}

// LoadOptions say how [LoadWith] reads a game folder. The zero value reads
// it as [Load] does: every scene at once.
type LoadOptions struct {
	// ScenesWhenEntered reads only the start scene's files at load (with every
	// prefab, table and dialogue file, as Load does); every other scene is
	// read when a game first loads it ([LoadedGame.LoadScene]: a scene change
	// to it, or a host following one), or when [LoadedGame.ReadScenes] reads
	// what is left. A scene file that does not read is then an error of the
	// scene change, which the game's problem log names, and the game plays on
	// in the scene it was in, instead of an error of the load; the data
	// mistakes of a scene read then (an unknown component) are reported into
	// the log of each game that loads it, instead of at NewGame. The window
	// player sets it (see the package documentation, "Scenes read when
	// entered"); validating a folder (griff-player --frames 1 FOLDER, exports, servers,
	// tests) loads with Load.
	ScenesWhenEntered bool
}

// Load reads a game folder: project.griff, every scenes/*.json and every
// prefabs/*.json (each read once, into a template). A level editor's file in
// scenes/ (a Tiled map, .tmx or .tmj: see scenes/tiled; an LDtk project,
// .ldtk, its whole world: see scenes/ldtk) is a scene too, named
// by its file name without the extension, and a scene file may name one with
// "map": "levels/one.tmx" (a path in the folder), or one level of an LDtk
// project with "map": "levels/world.ldtk#Level_0", whose entities come first
// in the scene, before the file's own, with ids after the file's. A
// Griff.Tilemap of a scene file may draw one tile layer of a map instead of
// writing its cells: {"map": "levels/level1.tmx", "mapLayer": "Ground", ...}
// takes the layer's cells, tile set image, tile size and tile collision from
// the map, keeping the file's entities and ids as they are (see the package
// documentation, "Tilemaps drawn from a map"). What a map
// reader lives without warns in the problem log; a map a scene file names
// that does not read is an error in the log, and the scene plays without it. Prefabs that spawn each
// other in a cycle (scenes.PrefabCycles) are warned about once, in the problem
// log of every game made from the folder. name is the
// folder's name for messages. Load returns an error naming the file (and the line,
// column and field where they are known) for a missing or malformed project file,
// a malformed scene or prefab, or a start scene that is not in scenes/.
func Load(fsys fs.FS, name string) (*LoadedGame, error) {
	return LoadWith(fsys, name, LoadOptions{})
}

// LoadWith is [Load] with options: o.ScenesWhenEntered leaves every scene but
// the start scene to be read when first loaded (see LoadOptions). The errors
// are Load's, but for the scenes left: those of the start scene's files.
func LoadWith(fsys fs.FS, name string, o LoadOptions) (*LoadedGame, error) {
	text, err := readGameFile(fsys, name, ProjectFile)
	if err != nil {
		return nil, fmt.Errorf("hosting: %w", err)
	}
	p, err := ParseProject(path.Join(name, ProjectFile), text)
	if err != nil {
		return nil, err
	}
	lg := &LoadedGame{Project: p, Name: name}
	lib := &library{scenes: map[string]*scenes.SceneTemplate{}, prefabs: map[string]*scenes.Template{}, sources: map[string]*sceneSource{},
		sheets: map[string]*sheet{}, sheetUsers: map[string][]string{}, pending: map[string]string{}}
	lg.decoded = newCountedSounds(sounds.NewSoundLibrary(fsys))
	lg.fsys, lg.sounds = fsys, lg.decoded
	lg.pictures = &pictureFS{FS: fsys}
	log := scenes.NewProblems(func(pr scenes.Problem) { lg.problems = append(lg.problems, pr) })
	only := ""
	if o.ScenesWhenEntered {
		only = p.StartScene
	}
	if err := lg.readScenes(fsys, lib, log, only); err != nil {
		return nil, err
	}
	if err := lg.readPrefabs(fsys, lib, log); err != nil {
		return nil, err
	}
	lg.warnPrefabCycles(lib, log)
	if msg := BuildProblem(); msg != "" { // once per folder, replayed into every game
		log.Report(scenes.Problem{Severity: scenes.SeverityWarning, Message: msg})
	}
	if lib.tables, err = data.LoadFS(fsys, "tables"); err != nil {
		return nil, fmt.Errorf("hosting: %s: %w", name, err)
	}
	if lib.dialogue, err = readDialogue(fsys, log); err != nil {
		return nil, fmt.Errorf("hosting: %s: %w", name, err)
	}
	lg.lib.Store(lib)
	if lg.content, err = contentHash(fsys, lib.levelFiles(p.StartScene)); err != nil {
		return nil, fmt.Errorf("hosting: %s: %w", name, err)
	}
	if _, ok := lib.scenes[p.StartScene]; !ok {
		return nil, fmt.Errorf("hosting: %s: %w: start scene %q is not in scenes/ (want scenes/%s.json; have %s)",
			path.Join(name, ProjectFile), ErrBadFile, p.StartScene, p.StartScene, strings.Join(lg.SceneNames(), ", "))
	}
	return lg, nil
}

// jsonFiles returns the names (without .json) of the JSON files in dir, sorted; a
// missing dir has none.
func jsonFiles(fsys fs.FS, dir string) ([]string, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".json"); ok && !e.IsDir() {
			names = append(names, n)
		}
	}
	return names, nil
}

// readScenes reads every scene of scenes/: NAME.json, or a level editor's
// file (levelReaders) NAME.tmx and the like, into lib; with only not "",
// only the scene only, the others noted in lib.pending.
func (lg *LoadedGame) readScenes(fsys fs.FS, lib *library, log *scenes.Problems, only string) error {
	files, names, err := sceneFiles(fsys, log, lg.Name)
	if err != nil {
		return fmt.Errorf("hosting: %s: %w", lg.Name, err)
	}
	for _, n := range names {
		if only != "" && n != only {
			lib.pending[n] = files[n]
			continue
		}
		t, src, err := lg.readScene(fsys, files[n], log)
		if err != nil {
			return err
		}
		lg.sceneSheets(lib, files[n], t, log)
		lib.scenes[n], lib.sources[n] = t, src
	}
	return nil
}

func (lg *LoadedGame) readPrefabs(fsys fs.FS, lib *library, log *scenes.Problems) error {
	names, err := jsonFiles(fsys, "prefabs")
	if err != nil {
		return fmt.Errorf("hosting: %s: %w", lg.Name, err)
	}
	for _, n := range names {
		file := path.Join("prefabs", n+".json")
		data, err := readGameFile(fsys, lg.Name, file)
		if err != nil {
			return fmt.Errorf("hosting: %w", err)
		}
		t, err := scenes.ReadTemplate(path.Join(lg.Name, file), data, log)
		if err != nil {
			return err
		}
		lg.useSheets(lib, file, templateEntities(t), true, log)
		lib.prefabs[n] = t
	}
	return nil
}

// warnPrefabCycles warns once in log about each group of prefabs that spawn
// each other (scenes.PrefabCycles), naming the prefab files of the cycle: their
// copies multiply until spawning's bounds stop them (see runtime/lifetime).
func (lg *LoadedGame) warnPrefabCycles(lib *library, log *scenes.Problems) {
	for _, cycle := range scenes.PrefabCycles(lib.prefabs) {
		files := make([]string, len(cycle))
		for i, n := range cycle {
			files[i] = path.Join("prefabs", n+".json")
		}
		log.Report(scenes.Problem{Severity: scenes.SeverityWarning, File: lib.prefabs[cycle[0]].Name(),
			Message: fmt.Sprintf("prefabs spawn each other in a cycle (%s): every copy spawns more, until the scene holds as many entities as spawning allows",
				strings.Join(files, " → "))})
	}
}

// Tables returns the game's table set, read from tables/*.csv; a folder without
// tables has an empty set.
func (lg *LoadedGame) Tables() *data.Set { return lg.lib.Load().tables }

// Dialogue returns the game's dialogue files, read from dialogue/*.dlg (see
// package data/dlg for the format); a folder without them has an empty set.
// A mistake in a file was warned about once, with the file, line and column,
// in the problem log of every game made from the folder, and the rest of the
// file plays.
func (lg *LoadedGame) Dialogue() *dlg.Set { return lg.lib.Load().dialogue }

// readDialogue reads dialogue/*.dlg, reporting each mistake to log.
func readDialogue(fsys fs.FS, log *scenes.Problems) (*dlg.Set, error) {
	set, probs, err := dlg.LoadFS(fsys, "dialogue")
	for _, p := range probs {
		log.Report(scenes.Problem{Severity: scenes.SeverityWarning, File: p.File, Line: p.Line, Column: p.Column, Message: p.Message})
	}
	return set, err
}

// Files returns the game folder Load read, for assets read while playing (art,
// sounds), with the pictures the games' runtime.Screen service shows (save
// slots' thumbnails) under PicturePrefix, kept in memory. It is read-only
// and safe for concurrent use.
func (lg *LoadedGame) Files() fs.FS { return lg.pictures }

// ContentHash returns the hash of what decides how the game plays: the
// SHA-256, as 64 hex digits, of every file of the game folder that is not
// art, sound, a font, a video, documentation or Go code (see [IsContentFile]),
// and of the level files the start scene was made from (its map and the
// map's tile sets and templates, even from outside the folder's content
// files, and a missing one as missing), each with its path and size, in path
// order. The level files of the other scenes count as the folder's files:
// they are read when the scene is first entered, after the hash is made
// (LoadOptions.ScenesWhenEntered), so it is the same whether the folder was
// loaded with [Load] or [LoadWith], and a playthrough recorded in the window
// replays headless. So a module's own data (a fighting game's move lists
// and Aseprite sheets, a puzzle's boards, a story's scripts) counts as the
// scenes and tables do.
//
// Decision: a level file of a scene other than the start scene that lies
// outside the folder's content files (outside the folder, in a dot-folder,
// or missing) is not counted: finding it means reading that scene's map,
// which for the built-in game's one other map cost 16.6M instructions of
// the 30M reading scenes when entered saves (December 2026), and for a game
// of many Tiled levels would read every map at start. A replay into a folder
// whose such file changed is then not refused at once; --check still finds
// the state it reaches is not the one recorded.
// A playthrough stores it, so a replay into a changed folder is refused, and
// a save names it, so a save from other content warns.
func (lg *LoadedGame) ContentHash() string { return lg.content }

// SceneNames returns the names of the game's scenes, sorted. It implements
// sceneflow.SceneNamer, so an exit to a scene the game lacks warns at once.
func (lg *LoadedGame) SceneNames() []string {
	return lg.lib.Load().sceneNames()
}

// sceneNames returns the names of lib's scenes, read or pending, sorted.
func (lib *library) sceneNames() []string {
	names := make([]string, 0, len(lib.scenes)+len(lib.pending))
	for n := range lib.scenes {
		names = append(names, n)
	}
	for n := range lib.pending {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// hasScene reports whether lib has the scene name, read or pending.
func (lib *library) hasScene(name string) bool {
	_, read := lib.scenes[name]
	_, pending := lib.pending[name]
	return read || pending
}

// Prefab returns the template read from prefabs/NAME.json, or nil if there is none.
func (lg *LoadedGame) Prefab(name string) *scenes.Template { return lg.lib.Load().prefabs[name] }

// PrefabNames returns the names of the game's prefabs, sorted (runtime.PrefabNamer).
func (lg *LoadedGame) PrefabNames() []string {
	prefabs := lg.lib.Load().prefabs
	names := make([]string, 0, len(prefabs))
	for n := range prefabs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// LoadScene returns a new scene made from the template Load read from
// scenes/NAME.json, or from a level editor's file scenes/NAME.tmx (or .tmj, .ldtk),
// (scenes.SceneTemplate.New): what reading the file would give, without
// reading it. A scene made from a level (a level file, or a scene file
// naming one with "map") then has the level's prefab spawns placed
// (level.Level.Place) from the game's prefabs; a prefab the game does not
// have or a field it has not warns in problems, naming the level file and
// line. Problems found reading the files were reported once, at Load, into
// every game's log (see NewGame), and are not reported again. It implements
// sceneflow.Loader. A scene a load with LoadOptions.ScenesWhenEntered left
// is read here the first time any game loads it (its problems then go to
// problems, and to the log of every game that loads it after); a scene file
// that does not read is an error naming it, and stays to be read again.
// name is NAME, or the name a scene made here carries
// (scenes.Scene.Name: GAME/scenes/NAME.json, its file as shown in problems),
// which is what a host in a session tells its players' machines to follow
// (runtime/network). It returns an error if there is no such scene.
func (lg *LoadedGame) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	lib := lg.lib.Load()
	if !lib.hasScene(name) {
		n, ok := lg.sceneOfFile(lib, name)
		if !ok {
			return nil, fmt.Errorf("hosting: %s has no scene %q (have %s)", lg.Name, name, strings.Join(lib.sceneNames(), ", "))
		}
		name = n
	}
	if _, ok := lib.pending[name]; ok {
		var err error
		if lib, err = lg.readPending(name); err != nil {
			return nil, err
		}
	}
	if problems != nil { // nil: a caller keeping no log, as Load's scenes allow
		for _, pr := range lib.later[name] {
			problems.Report(pr)
		}
	}
	return lg.newScene(lib, name, problems), nil
}

// sceneOfFile returns the name of the scene of lib whose file, as shown
// (GAME/scenes/NAME.json), is shown, and whether there is one.
func (lg *LoadedGame) sceneOfFile(lib *library, shown string) (string, bool) {
	for _, n := range lib.sceneNames() {
		if src := lib.sources[n]; src != nil && len(src.files) > 0 && path.Join(lg.Name, src.files[0]) == shown {
			return n, true
		}
		if file, ok := lib.pending[n]; ok && path.Join(lg.Name, file) == shown {
			return n, true
		}
	}
	return "", false
}

// newScene makes scene name of lib, which has it, placing its level's
// spawns.
func (lg *LoadedGame) newScene(lib *library, name string, problems *scenes.Problems) *scenes.Scene {
	s := lib.scenes[name].New(problems)
	lg.fillSheets(lib, s)
	if src := lib.sources[name]; src != nil && src.level != nil {
		src.level.Place(s, func(n string) *scenes.Template { return lib.prefabs[n] })
	}
	return s
}

// Options carries what a host has to give a game; the zero value is a host with
// nothing: no input, problems kept only in the game's log, the project's seed.
type Options struct {
	// Input is where input comes from; nil means none.
	Input input.Source
	// Controls are the controls the host maps its devices through
	// (input.Live.Controls), which the UI's rebinding widgets change and the
	// player's saved bindings are put in (runtime/ui.Options.Controls). nil
	// means the project's (ProjectControls), which the settings panel shows
	// and rebinds though no device reads them (a headless game).
	Controls *input.Controls
	// Seed seeds the game's random stream; 0 means the project's seed (or 1).
	Seed uint64
	// SaveDir is the folder for player settings (sound volumes); "" means
	// none are kept. Save games go to Saves.
	SaveDir string
	// Saves keeps the game's save games: NewGame adds the saves system
	// (runtime/saves), whose service games find with saves.Of, over it. A
	// desktop host gives a FolderStore (in DefaultSaveDir, or a folder the
	// player names), a server or a test a saves.MemoryStore, a browser a
	// BrowserStore (GOOS=js). nil means the game has no saves
	// service and plays on without saving.
	Saves saves.Store
	// Snapshot and Restore take and put back the game's whole state for its
	// save games; nil (both) means the game's own (runtime.Game's Snapshot
	// and Restore). Tests give a stand-in (runtime/saves/savestest). Unused
	// without Saves.
	Snapshot func(g *runtime.Game, buf []byte) ([]byte, error)
	Restore  func(g *runtime.Game, data []byte) error
	// Problems receives each problem of the game's log as it is found; nil keeps
	// them in the log only.
	Problems func(scenes.Problem)
	// Systems are the host's or the game's own, added after the project's
	// modules' systems (and before the view system, which runtime/builtins
	// puts last).
	Systems []runtime.System
	// Output plays the game's sound; nil means none (a server, a test). NewGame
	// starts it on a new mixer at its rate, so an Output serves one game
	// (unless it allows Start again); the host closes it.
	Output audio.Output
	// OutputError is why the host's sound device did not open, if it did not;
	// NewGame reports it in the game's problem log and the game plays without
	// sound.
	OutputError error
	// Progress, if not nil, is told how far a run of a known length has come:
	// RunFrames calls it with the frames run and the frames asked for, Record and
	// Replay with the steps taken and the steps to take, after each frame, from
	// the game's goroutine (hosting/progress prints it). It must not change the
	// game. Other hosts and NewGame ignore it.
	Progress func(done, total int64)

	// StallAfter is how long one step may run before the host's watchdog
	// (Serve, the window host) names it on the console and, once the step
	// ends, in the problem log (see Watchdog). 0 means DefaultStallAfter (3 s);
	// less than 0 turns the watchdog off. NewGame does not use it.
	StallAfter time.Duration

	// WrapInput, if not nil, wraps the game's input source (Input, or the
	// window's devices) before NewGame gives it to the game: the network
	// system (runtime/network, System.Input) adds remote players' input this
	// way. nil means the source as it is.
	WrapInput func(input.Source) input.Source
	// Step, if not nil, takes one step of the game in place of its own
	// Game.Step in the hosts that run a Loop (RunFrames, Serve, the window
	// host: Loop.Step): a rollback or lockstep match's driver
	// (hosting/player) steps the game through runtime/network. nil means
	// Game.Step. NewGame does not use it.
	Step func(g *runtime.Game) error
	// Status, if not nil, is added to the line Serve prints every second
	// (the network's matches, players and round-trip times).
	Status func() string
}

// NewGame makes a game from the loaded folder with the host's options: the
// project's step rate and seed, the start scene, the prefabs (Game.Prefab), the
// built-in systems with the folder's settings (BuiltinOptions) and sound (see
// the package documentation), the modules' systems, and with Options.Saves the
// saves system (runtime/saves) after them, then the folder itself as the
// service fs.FS (runtime.LookupService[fs.FS]), read-only, for the file
// kinds a module reads (a visual novel's stories), and the picture service
// runtime.Screen (a thumbnail of the frame, for save slots). It returns an error if a system's
// setup fails, the start scene does not read, or Options.Saves is given with
// no way to snapshot the game. The problems Load found (a program built so
// that it may not simulate the same bits as other machines among them, see
// BuildProblem) start every game's problem log. The game's snapshots record
// the folder's ContentHash (runtime.Game.SetContent).
func (lg *LoadedGame) NewGame(opts Options) (*runtime.Game, error) {
	problems := scenes.NewProblems(opts.Problems)
	for _, pr := range lg.problems {
		problems.Report(pr)
	}
	own, err := runtime.ModuleSystems(lg.Project.Modules)
	if err != nil {
		return nil, fmt.Errorf("hosting: %s: %w", path.Join(lg.Name, ProjectFile), err)
	}
	sv, err := lg.savesSystem(opts)
	if err != nil {
		return nil, err
	}
	if sv != nil {
		own = append(own, sv)
	}
	own = append(own, &filesSystem{lg.fsys}, &screenSystem{lg: lg}) // the folder, for modules' own files; the picture service
	g, err := builtins.NewGame(runtime.Options{
		StepRate: lg.Project.StepRate,
		Seed:     lg.SeedFor(opts),
		Input:    wrapInput(opts),
		Problems: problems,
		Prefabs:  lg,
	}, lg.builtinOptions(opts, problems), append(own, opts.Systems...)...)
	if err != nil {
		return nil, err
	}
	g.SetContent(lg.content) // snapshots record what they were made from
	return g, nil
}

// BuiltinOptions returns the settings the game folder gives the built-in
// systems (runtime/builtins): its start scene and scenes for scene changes, the
// physics world of project.griff's "physics" section, its tables, its
// dialogue files (dialogue/*.dlg), the particle cap of its "effects"
// section, and the UI's logical screen and string
// table (tables/strings.csv). Sound is
// the host's to give (NewGame adds it from Options.Output); here it is none.
func (lg *LoadedGame) BuiltinOptions() builtins.Options {
	ps := lg.Project.Physics
	return builtins.Options{
		Scenes:     lg,
		StartScene: lg.Project.StartScene,
		Physics:    physics.Options{Gravity: ps.Gravity, NoGravity: ps.NoGravity, NoSleep: ps.NoSleep},
		Tables:     lg.Tables(),
		Dialogue:   lg.Dialogue(),
		UI:         lg.uiOptions(lg.Tables(), nil),
		Effects:    effects.Options{MaxLive: lg.Project.Effects.MaxParticles},
	}
}

// builtinOptions is BuiltinOptions with the host's sound and the player's
// beat settings.
func (lg *LoadedGame) builtinOptions(opts Options, problems *scenes.Problems) builtins.Options {
	b := lg.BuiltinOptions()
	b.Sound = lg.soundOptions(opts, problems)
	b.Beat = beatOptions(opts)
	b.UI = lg.uiOptions(b.Tables, problems)
	b.UI.Controls = opts.Controls
	if b.UI.Controls == nil {
		b.UI.Controls, _ = ProjectControls(lg.Project) // nil if bad: Load reported it
	}
	if opts.SaveDir != "" {
		b.UI.Settings = SettingsFile{Path: filepath.Join(opts.SaveDir, SettingsFileName)}
	}
	return b
}

// wrapInput returns opts.Input wrapped by opts.WrapInput, if any.
func wrapInput(opts Options) input.Source {
	if opts.WrapInput != nil {
		return opts.WrapInput(opts.Input)
	}
	return opts.Input
}
