package hosting

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/runtime/sounds"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/scenes"
)

// library is what a LoadedGame holds that a live reload replaces: the scene and
// prefab templates by name and the table set. It is never changed once stored.
type library struct {
	scenes  map[string]*scenes.SceneTemplate
	prefabs map[string]*scenes.Template
	tables  *data.Set
	// dialogue holds the dialogue files (dialogue/*.dlg).
	dialogue *dlg.Set
	// sheets are the Aseprite sheets scenes and prefabs name (Griff.Aseprite)
	// by path; sheetUsers the scene and prefab files naming each.
	sheets     map[string]*sheet
	sheetUsers map[string][]string
	// sources are the level and files each scene was made from.
	sources map[string]*sceneSource
	// pending are the scenes not read yet (LoadOptions.ScenesWhenEntered),
	// by name: the file of scenes/ each is read from when first loaded.
	pending map[string]string
	// later are the problems found reading a pending scene, by its name
	// (an entry, maybe empty, for every scene read when entered), as last
	// read, when entered or by a reload: LoadScene reports them into the log
	// of every game that loads it, as NewGame replays Load's into every
	// game's.
	later map[string][]scenes.Problem
}

// clone returns a copy of lib whose maps may be changed without changing
// lib's (the templates they hold are shared, never changed).
func (lib *library) clone() *library {
	return &library{scenes: maps.Clone(lib.scenes), prefabs: maps.Clone(lib.prefabs), tables: lib.tables, dialogue: lib.dialogue,
		sources: maps.Clone(lib.sources), sheets: maps.Clone(lib.sheets), sheetUsers: maps.Clone(lib.sheetUsers),
		pending: maps.Clone(lib.pending), later: maps.Clone(lib.later)}
}

// levelFiles returns the files the scene name was made from that are not
// scene files (level files, tile sets), sorted, without repeats; none for a
// scene not read (pending) or not there.
func (lib *library) levelFiles(name string) []string {
	var out []string
	if src := lib.sources[name]; src != nil {
		for _, f := range src.files {
			if path.Ext(f) != ".json" && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	slices.Sort(out)
	return out
}

// Changes says what a reload ([LoadedGame.Reload]) read again, each list in
// the order the paths were given, without repeats.
type Changes struct {
	// Scenes are the names of the scenes read again ("level1" for
	// scenes/level1.json), new ones included.
	Scenes []string
	// Prefabs are the names of the prefabs read again.
	Prefabs []string
	// Tables says the table set was read again.
	Tables bool
	// Dialogue says the dialogue files were read again.
	Dialogue bool
	// Images are the paths of changed image files (.png, .jpg, .jpeg, .gif): a
	// view reads them again (rendering/ebitenview.View.Reload).
	Images []string
	// Sounds are the paths of changed sound files (.wav, .ogg): the game's sound
	// library forgot them, so their next play reads the file.
	Sounds []string
	// Restarted says the scene being played was read again and restarted from
	// its file (ReloadGame only).
	Restarted bool
	// Problems are what reading found: one error for each file that did not
	// read, naming the file (and the line and column where the reader gives
	// them), whose old version plays on; and the warnings of files that did
	// read (an unknown component), as Load reports them.
	Problems []scenes.Problem
}

// Empty reports whether the reload changed nothing and found no problem.
func (c *Changes) Empty() bool {
	return len(c.Scenes)+len(c.Prefabs)+len(c.Images)+len(c.Sounds)+len(c.Problems) == 0 && !c.Tables && !c.Dialogue
}

// Reload reads again the files of the game folder named by paths (slash paths
// inside the folder, such as "scenes/level1.json", as a file watcher reports
// them) and replaces the folder's templates and tables with what they hold:
//
//   - scenes/NAME.json: the scene's template (LoadScene makes the new one);
//     a level file scenes/NAME.tmx (or another level editor's file) the same;
//   - a map a scene file names (its "map", or a Griff.Tilemap's "map": see
//     Load), or a tile set a map reads: every scene made from it, read again;
//   - prefabs/NAME.json: the prefab's template (spawns from then on use it);
//   - tables/NAME.csv: the whole table set, read again as Load reads it (a
//     table's formulas may name other tables), so a removed table file
//     removes its table;
//   - dialogue/NAME.dlg: every dialogue file, read again as Load reads them
//     (a file's mistakes are warnings in Changes.Problems and the rest of
//     it plays);
//   - an Aseprite sheet that a scene or prefab names (Griff.Aseprite): the
//     sheet and the scene and prefab files naming it are read again, and
//     listed in Changes as those files are;
//   - images and sounds: nothing is read here; they are listed in Changes for
//     the host's view and the game's sound library.
//
// A changed project.griff or Go file (anywhere in the folder) needs the game
// made again (see the package documentation): the first change of each in lg's
// life adds a note (SeverityInfo) to Changes.Problems saying to restart the
// player. Other paths (folders, files elsewhere) are ignored. A file that does not read (malformed, too large, removed) is
// reported in Changes.Problems and its old version is kept; fixing the file and
// reloading reads it. Reload never panics on a file's content.
//
// Reload is safe for concurrent use with the games made from lg: they see the
// old library or the new one, never half of each. Problems found reading a
// file that did read (an unknown component) go to Changes.Problems too, as
// warnings. Reload does not change ContentHash: a playthrough recorded across a
// reload is refused by a replay into either version of the folder.
func (lg *LoadedGame) Reload(paths []string) Changes {
	var c Changes
	lg.reloading.Lock()
	defer lg.reloading.Unlock()
	lib := lg.lib.Load().clone()
	seen := map[string]bool{}
	for _, p := range lg.withSheetUsers(paths, lib) {
		p = path.Clean(strings.TrimPrefix(p, "./"))
		if seen[p] {
			continue
		}
		seen[p] = true
		lg.reloadFile(p, lib, &c)
	}
	if c.Tables {
		set, err := data.LoadFS(lg.fsys, "tables")
		if err != nil {
			c.Tables = false
			c.Problems = append(c.Problems, reloadProblem(tablesFile(err, path.Join(lg.Name, "tables")), err))
		} else {
			lib.tables = set
		}
	}
	if c.Dialogue {
		log := scenes.NewProblems(func(pr scenes.Problem) { c.Problems = append(c.Problems, pr) })
		set, err := readDialogue(lg.fsys, log)
		if err != nil {
			c.Dialogue = false
			c.Problems = append(c.Problems, reloadProblem(path.Join(lg.Name, "dialogue"), err))
		} else {
			lib.dialogue = set
		}
	}
	if len(c.Prefabs) > 0 {
		log := scenes.NewProblems(func(pr scenes.Problem) { c.Problems = append(c.Problems, pr) })
		lg.warnPrefabCycles(lib, log)
	}
	lg.lib.Store(lib)
	return c
}

// reloadFile reads the one file p into lib, a copy of the library being
// replaced, and notes it in c.
func (lg *LoadedGame) reloadFile(p string, lib *library, c *Changes) {
	dir, file := path.Split(p)
	ext := path.Ext(file) // as Load: scenes/*.json, prefabs/*.json, tables/*.csv
	lg.reloadLevelParts(p, lib, c)
	switch {
	case dir == "scenes/" && (ext == ".json" || levelReader(file) != nil):
		lg.reloadScene(p, strings.TrimSuffix(file, ext), lib, c)
	case dir == "prefabs/" && ext == ".json":
		t, ok := reloadTemplate(lg, p, c, scenes.ReadTemplate)
		if ok {
			lg.useSheets(lib, p, templateEntities(t), true, scenes.NewProblems(func(pr scenes.Problem) { c.Problems = append(c.Problems, pr) }))
			lib.prefabs[strings.TrimSuffix(file, ".json")] = t
			c.Prefabs = append(c.Prefabs, strings.TrimSuffix(file, ".json"))
		}
	case dir == "tables/" && ext == ".csv":
		c.Tables = true
	case dir == "dialogue/" && ext == dlg.Ext:
		c.Dialogue = true
	case p == ProjectFile || ext == ".go":
		lg.noteRestart(p, c)
	default:
		switch strings.ToLower(ext) {
		case ".png", ".jpg", ".jpeg", ".gif":
			c.Images = append(c.Images, p)
		case ".wav", ".ogg":
			c.Sounds = append(c.Sounds, p)
		}
	}
}

// noteRestart adds to c, the first time p changes in lg's life, a note that
// p (a Go file or project.griff) is read only at start: a change to it does
// nothing until the player starts again, and would otherwise say nothing.
func (lg *LoadedGame) noteRestart(p string, c *Changes) {
	if lg.restartNoted[p] {
		return
	}
	if lg.restartNoted == nil {
		lg.restartNoted = map[string]bool{}
	}
	lg.restartNoted[p] = true
	c.Problems = append(c.Problems, scenes.Problem{Severity: scenes.SeverityInfo, File: path.Join(lg.Name, p),
		Message: "changed: Go code and " + ProjectFile + " are read at start; restart the player to use the change"})
}

// reloadTemplate reads the scene or prefab file p with read, putting the
// problems it finds in c; ok is false, with one problem in c, if it does not
// read.
func reloadTemplate[T any](lg *LoadedGame, p string, c *Changes, read func(string, []byte, *scenes.Problems) (T, error)) (t T, ok bool) {
	var found []scenes.Problem
	log := scenes.NewProblems(func(pr scenes.Problem) { found = append(found, pr) })
	text, err := readGameFile(lg.fsys, lg.Name, p)
	if err == nil {
		t, err = read(path.Join(lg.Name, p), text, log)
	}
	if err != nil {
		c.Problems = append(c.Problems, reloadProblem(path.Join(lg.Name, p), err))
		return t, false
	}
	c.Problems = append(c.Problems, found...)
	return t, true
}

// reloadProblem is the problem of a file that did not read again.
func reloadProblem(file string, err error) scenes.Problem {
	msg := err.Error()
	if errors.Is(err, fs.ErrNotExist) {
		msg = "the file is gone"
	}
	return scenes.Problem{Severity: scenes.SeverityError, File: file,
		Message: fmt.Sprintf("not reloaded, the version read before plays on: %s", msg)}
}

// tablesFile is the file a table set's error names, when it names one, else
// dir.
func tablesFile(err error, dir string) string {
	var te *table.Error
	if errors.As(err, &te) && te.File != "" {
		return te.File
	}
	return dir
}

// ReloadGame is Reload, then what the changes mean for g, a game made from lg
// and played by the caller (a window host between two frames, never in the
// middle of a step):
//
//   - the scene being played, if it was read again, is restarted from its new
//     template, as a scene change to it would (runtime.Game.SetScene): every
//     entity starts again from the file. The clock, the game's Rand, a pending
//     scene change and the state of the systems (world scripts among it) are
//     kept; the scripts of the scene's entities end with their entities and
//     start again with the new ones. Other scenes read again are used by the
//     next change to them.
//   - a new table set replaces g's (tables.Replacer), and new dialogue files
//     g's (dialogue.Replacer);
//   - changed sounds are forgotten by g's sound system (sounds.Forgetter), so
//     their next play reads the file;
//   - each problem of Changes goes to g's problem log.
//
// Images are the host's to read again (Changes.Images). ReloadGame must be
// called from g's goroutine.
func (lg *LoadedGame) ReloadGame(g *runtime.Game, paths []string) Changes {
	c := lg.Reload(paths)
	for _, pr := range c.Problems {
		g.Problems().Report(pr)
	}
	lib := lg.lib.Load()
	for _, n := range c.Scenes {
		if t := lib.scenes[n]; t.Name() == g.Scene().Name() {
			g.SetScene(lg.newScene(lib, n, g.Problems()))
			c.Restarted = true
		}
	}
	if c.Tables {
		if t, ok := runtime.LookupService[tables.Tables](g); ok {
			if r, ok := t.(tables.Replacer); ok {
				r.ReplaceSet(lib.tables)
			}
		}
	}
	if c.Dialogue {
		if d, ok := runtime.LookupService[dialogue.Dialogue](g); ok {
			if r, ok := d.(dialogue.Replacer); ok {
				r.ReplaceSet(lib.dialogue)
			}
		}
	}
	if len(c.Sounds) > 0 {
		f, _ := lg.sounds.(sounds.Forgetter)
		var gs sounds.Forgetter
		if s, ok := runtime.LookupService[sounds.Sounds](g); ok {
			gs, _ = s.(sounds.Forgetter)
		}
		for _, s := range c.Sounds {
			if f != nil {
				f.Forget(s)
			}
			if gs != nil {
				gs.Forget(s)
			}
		}
	}
	return c
}

// reloadScene reads the scene file p (a Griff scene file or a level file)
// again as the scene name.
func (lg *LoadedGame) reloadScene(p, name string, lib *library, c *Changes) {
	if slices.Contains(c.Scenes, name) {
		return
	}
	var found []scenes.Problem
	log := scenes.NewProblems(func(pr scenes.Problem) { found = append(found, pr) })
	t, src, err := lg.readScene(lg.fsys, p, log)
	if err != nil {
		pr := reloadProblem(path.Join(lg.Name, p), err)
		if _, pending := lib.pending[name]; pending {
			// never read (LoadOptions.ScenesWhenEntered): no version plays
			pr.Message = strings.Replace(pr.Message, "the version read before plays on",
				"the scene was not read yet and is read again when a game enters it", 1)
		}
		c.Problems = append(c.Problems, pr)
		return
	}
	lg.sceneSheets(lib, p, t, log)
	c.Problems = append(c.Problems, found...)
	lib.scenes[name], lib.sources[name] = t, src
	_, pending := lib.pending[name]
	if _, read := lib.later[name]; pending || read {
		// read when entered (LoadOptions.ScenesWhenEntered): its problems are
		// reported to every game that enters it, as readPending's are, not
		// only to the reloading game's log (c)
		if lib.later == nil {
			lib.later = map[string][]scenes.Problem{}
		}
		lib.later[name] = found
	}
	delete(lib.pending, name)
	c.Scenes = append(c.Scenes, name)
}

// reloadLevelParts reads again the scenes made from p when p is a file
// one was made from but not the scene's own file (a map a scene names, a
// tile set).
func (lg *LoadedGame) reloadLevelParts(p string, lib *library, c *Changes) {
	var names []string
	for n, src := range lib.sources {
		if src != nil && len(src.files) > 1 && slices.Contains(src.files[1:], p) {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		lg.reloadScene(lib.sources[n].files[0], n, lib, c)
	}
}
