// Package all links every genre module of Griff into a program: importing it
// (import _ "github.com/griffengine/griff/modules/all") registers each module, so
// projects can name them and griff-player can write their templates.
package all

import _ "github.com/griffengine/griff/modules/adventure" // point-and-click adventures

import _ "github.com/griffengine/griff/modules/battles" // turn-based RPG battles (Final Fantasy, Pokémon)

import _ "github.com/griffengine/griff/modules/blocks" // falling blocks (guideline rules)

import _ "github.com/griffengine/griff/modules/blockworld" // block worlds (Terraria, 2D Minecraft)

import _ "github.com/griffengine/griff/modules/cards" // deck-building card fights

import _ "github.com/griffengine/griff/modules/contraptions" // contraption puzzles (The Incredible Machine, logic gates)

import _ "github.com/griffengine/griff/modules/dungeon" // roguelike dungeons

import _ "github.com/griffengine/griff/modules/fighting" // one-on-one fighting (Street Fighter, Guilty Gear)

import _ "github.com/griffengine/griff/modules/firstperson" // first-person shooters on a grid (Wolfenstein 3D)

import _ "github.com/griffengine/griff/modules/match3" // match-3 (swap gems)

import _ "github.com/griffengine/griff/modules/novel" // visual novels

import _ "github.com/griffengine/griff/modules/physicsgames" // physics games (Angry Birds, pinball)

import _ "github.com/griffengine/griff/modules/platformer" // side-view platformer

import _ "github.com/griffengine/griff/modules/platformer/hud" // HUD and tutorial of the Platformer template

import _ "github.com/griffengine/griff/modules/puzzle" // grid puzzles (Sokoban, PuzzleScript)

import _ "github.com/griffengine/griff/modules/rhythm" // rhythm games (osu!mania, Friday Night Funkin')

import _ "github.com/griffengine/griff/modules/tactics" // turn-based tactics (Fire Emblem, Advance Wars)

import _ "github.com/griffengine/griff/modules/strategy" // real-time strategy (StarCraft, Age of Empires, Warcraft II)
