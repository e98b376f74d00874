<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.11.0" name="things" tilewidth="8" tileheight="8" tilecount="1" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <image source="../assets/gem.png" width="8" height="8"/>
 </tile>
</tileset>
